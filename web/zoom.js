// Big grids on a phone: the board keeps 44 px cells and pans in its frame; "Whole board" shows all of it at once,
// and tapping a cell there zooms back in around that cell; what a hint or an undo is about is panned into view.
// Layout only: selection stays with the session. Returns {toggle}, the Whole board button's action (app.js wires it
// with the other buttons, which give the keyboard back to the board).
export function setupZoom({ doc }) {
  const area = doc.querySelector('.board-area');
  const button = doc.getElementById('zoom');
  const board = doc.getElementById('board');
  const setWhole = (whole) => {
    area.classList.toggle('whole', whole);
    button.setAttribute('aria-pressed', String(whole));
  };
  // Registered after the input's own listener, so the tapped cell is already selected.
  board.addEventListener('click', (event) => {
    const cell = event.target.closest('[data-cell]');
    if (!cell || !area.classList.contains('whole')) return;
    setWhole(false);
    cell.scrollIntoView({ block: 'center', inline: 'center' });
  });
  return { toggle: () => setWhole(!area.classList.contains('whole')) };
}

// Pans the board's frame (not the page) so that `cells` are in view: all of them, centred, when they fit, else
// the first one. A board that fits its frame does not move.
export function showCells(board, cells) {
  const frame = board.parentElement;
  const nodes = cells.map((cell) => board.querySelector(`[data-cell="${cell}"]`)).filter(Boolean);
  if (!nodes.length || (frame.scrollWidth <= frame.clientWidth && frame.scrollHeight <= frame.clientHeight)) return;
  const view = frame.getBoundingClientRect();
  const box = (rects) => ({
    left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)),
    top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)),
  });
  const rects = nodes.map((node) => node.getBoundingClientRect());
  const all = box(rects);
  const fits = all.right - all.left <= frame.clientWidth && all.bottom - all.top <= frame.clientHeight;
  const { left, right, top, bottom } = fits ? all : rects[0];
  frame.scrollLeft += (left + right) / 2 - (view.left + frame.clientLeft + frame.clientWidth / 2);
  frame.scrollTop += (top + bottom) / 2 - (view.top + frame.clientTop + frame.clientHeight / 2);
}
