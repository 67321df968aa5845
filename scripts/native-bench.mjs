// The native benchmark's figures for the scripts that put the module beside it: `sudoku_bench solve` run on one
// puzzle file, its table read back as {"ENGINE MODE": {wall, cpu, nodes}} (microseconds per puzzle, and nodes per
// puzzle), e.g. rows['bitset count to 2'].
import { execFileSync } from 'node:child_process';

const ROW = /^\|[^|]*\|\s*(\S.*?)\s*\|\s*([\d.]+)\s*\|\s*([\d.]*)\s*\|\s*[\d.]+\s*\|\s*([\d.]*)\s*\|$/;

export function sudokuBenchRows(binary, file, args = []) {
  const table = execFileSync(binary, ['solve', '--no-qqwing', ...args, file], { encoding: 'utf8' });
  const rows = {};
  for (const line of table.split('\n')) {
    const match = line.match(ROW);
    if (match) rows[match[1]] = { wall: Number(match[2]), cpu: Number(match[3]), nodes: Number(match[4]) };
  }
  return rows;
}
