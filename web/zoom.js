// Big grids on a phone: the board keeps 44 px cells and pans in its frame; "Whole board" shows all of it at once,
// and tapping a cell there zooms back in around that cell. Layout only: selection stays with the session.
export function setupZoom({ doc }) {
  const area = doc.querySelector('.board-area');
  const button = doc.getElementById('zoom');
  const board = doc.getElementById('board');
  const setWhole = (whole) => {
    area.classList.toggle('whole', whole);
    button.setAttribute('aria-pressed', String(whole));
  };
  button.addEventListener('click', () => setWhole(!area.classList.contains('whole')));
  // Registered after the input's own listener, so the tapped cell is already selected.
  board.addEventListener('click', (event) => {
    const cell = event.target.closest('[data-cell]');
    if (!cell || !area.classList.contains('whole')) return;
    setWhole(false);
    cell.scrollIntoView({ block: 'center', inline: 'center' });
  });
}
