// Big grids on a phone: the board keeps 44 px cells and pans in its frame; "Whole board" shows all of it at once,
// and tapping a cell there zooms back in around that cell; what a hint or an undo is about is panned into view, or
// shown on the whole board when it does not fit the frame. Layout only: selection stays with the session. Returns
// {toggle}, the Whole board button's action (app.js wires it with the other buttons, which give the keyboard back to
// the board).
export function setupZoom({ doc }) {
  const area = doc.querySelector('.board-area');
  const board = doc.getElementById('board');
  // Registered after the input's own listener, so the tapped cell is already selected.
  board.addEventListener('click', (event) => {
    const cell = event.target.closest('[data-cell]');
    if (!cell || !area.classList.contains('whole')) return;
    setWhole(board, false);
    cell.scrollIntoView({ block: 'center', inline: 'center' });
  });
  return { toggle: () => setWhole(board, !area.classList.contains('whole')) };
}

function setWhole(board, whole) {
  board.closest('.board-area').classList.toggle('whole', whole);
  board.ownerDocument.getElementById('zoom').setAttribute('aria-pressed', String(whole));
}

// Pans the board's frame (not the page) so that `cells` are in view, centred. When they do not fit the frame
// together, the whole board is shown instead: a play-tester's 16x16 hint on a phone named cells off the screen,
// and panning to its first one took the box it was about out of view. A board that fits its frame does not move.
export function showCells(board, cells) {
  const frame = board.parentElement;
  const nodes = cells.map((cell) => board.querySelector(`[data-cell="${cell}"]`)).filter(Boolean);
  if (!nodes.length || (frame.scrollWidth <= frame.clientWidth && frame.scrollHeight <= frame.clientHeight)) return;
  const view = frame.getBoundingClientRect();
  const rects = nodes.map((node) => node.getBoundingClientRect());
  const left = Math.min(...rects.map((r) => r.left)), right = Math.max(...rects.map((r) => r.right));
  const top = Math.min(...rects.map((r) => r.top)), bottom = Math.max(...rects.map((r) => r.bottom));
  if (right - left > frame.clientWidth || bottom - top > frame.clientHeight) return setWhole(board, true);
  frame.scrollLeft += (left + right) / 2 - (view.left + frame.clientLeft + frame.clientWidth / 2);
  frame.scrollTop += (top + bottom) / 2 - (view.top + frame.clientTop + frame.clientHeight / 2);
}
