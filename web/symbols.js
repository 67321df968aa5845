// The engine's notation in the page's words: the symbol of each value (the engine's alphabet, from its constants)
// and a cell's name ("r3c5"), as the engine's messages write them.
let alphabet = '';

// Called once with the engine's constants (game-engine.js), before any board is drawn.
export function useSymbols(symbols) {
  alphabet = symbols;
}

// The alphabet in use (stored with a game's description, storage.js).
export const symbolsInUse = () => alphabet;

// The symbol of a value; '.' for 0.
export function symbol(value) {
  return value ? alphabet[value - 1] : '.';
}

// The value of a typed symbol for a grid of this size, or 0 when it is not one.
export function valueOf(text, size) {
  const index = text.length === 1 ? alphabet.indexOf(text.toUpperCase()) : -1;
  return index >= 0 && index < size ? index + 1 : 0;
}

export function cellName(size, cell) {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}
