// Puzzles with constraints beyond houses for the browser tests (app-constraints, app-a11y), each with one solution.

// A killer from Simon Tatham's Solo (sgt-solo --generate 1 3x3kdu, through cpp/bench/solo_killer.*), no givens.
export const KILLER = `${'.'.repeat(81)};cage=10/r1c1r1c2;cage=11/r1c3r2c3;cage=5/r1c4r2c4;cage=14/r1c5r1c6;cage=9/r1c7r1c8;`
  + 'cage=5/r1c9r2c9;cage=6/r2c1r3c1;cage=9/r2c2r3c2;cage=13/r2c5r2c6;cage=15/r2c7r3c7r4c7;cage=11/r2c8r3c8;'
  + 'cage=11/r3c3r3c4;cage=13/r3c5r4c4r4c5;cage=15/r3c6r4c6;cage=19/r3c9r4c8r4c9;cage=11/r4c1r4c2;cage=7/r4c3r5c3;'
  + 'cage=14/r5c1r6c1r7c1;cage=11/r5c2r6c2;cage=22/r5c4r6c4r7c4;cage=9/r5c5r6c5;cage=8/r5c6r5c7;cage=12/r5c8r6c8;'
  + 'cage=20/r5c9r6c9r7c9;cage=9/r6c3r7c3;cage=5/r6c6r6c7;cage=17/r7c2r8c1r8c2;cage=13/r7c5r7c6r7c7;cage=7/r7c8r8c8;'
  + 'cage=10/r8c3r8c4;cage=15/r8c5r9c5;cage=5/r8c6r8c7;cage=15/r8c9r9c8r9c9;cage=12/r9c1r9c2;cage=9/r9c3r9c4;cage=8/r9c6r9c7';
// Written for these tests: givens of a data set puzzle taken away while thermometers (rising along its solution)
// keep it unique (the native CLI counts 1), and the same with arrows.
export const THERMO = '.5..8...7......4.......56......3...9.....4.....6....7............72.....1..6..2..;'
  + 'thermo=r8c7r7c6r8c5;thermo=r9c3r8c2r8c1r9c2;thermo=r1c2r2c3r3c4;thermo=r4c7r3c6r2c5r3c5;thermo=r3c2r4c1r5c2;'
  + 'thermo=r5c5r4c5r4c4r5c4';
export const ARROW = '.5..8.......1..4..3.4..........3.....9.82.5....6.............5...7............2.4;'
  + 'arrow=r9c8r8c8r7c9;arrow=r4c6r3c6r4c7;arrow=r6c1r6c2r5c3;arrow=r8c5r7c4r6c3;arrow=r7c6r7c7r8c6';
