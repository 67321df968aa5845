// The page on a phone (390x844): every control at least 44x44 CSS px, variant shading at 3:1 or more in both
// themes (WCAG 1.4.11), no layout shift on load or when hints and the usual messages appear, a long message read
// whole, big grids panning with the selection, and screenshots of every size and variant, light and dark.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { button, cli, holdModule, holdRequests, linkTo, message, open, screenshot } from './app-page.js';

const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 44;

// A puzzle link made by the native CLI (an easy puzzle of a fixed seed), so the page only parses and solves it.
function puzzleLink(size, variant = 'classic') {
  const [line] = cli(['generate', '--size', String(size), '--variant', variant, '--level', 'easy', '--seed', '7']);
  return `index.html#puzzle=${encodeURIComponent(line)}&variant=${variant}`;
}

async function openLink({ page, origin }, link) {
  await page.goto('about:blank');
  await page.goto(`${origin}/${link}`);
  await page.waitForSelector('body[data-ready=true]', { timeout: 20000 });
}

async function openPhone(t, options) {
  const session = await open(t, 'index.html', options);
  await session.page.setViewportSize(PHONE);
  return session;
}

// Every visible control's target box: a checkbox counts with its label (the label row is what a thumb taps).
function targetSizes(page) {
  return page.$$eval('button, select, input, textarea, summary, a[href]', (controls) => controls
    .filter((control) => control.checkVisibility({ checkVisibilityCSS: true }) && !control.closest('.visually-hidden'))
    .map((control) => {
      const target = control.type === 'checkbox' && control.closest('label') ? control.closest('label') : control;
      const { width, height } = target.getBoundingClientRect();
      const name = control.id || control.getAttribute('aria-label') || control.textContent.trim().slice(0, 20);
      return { name: `${control.tagName.toLowerCase()} ${name}`, width, height };
    }));
}

function assertTargets(t, sizes, where) {
  assert.ok(sizes.length > 0, `no controls found (${where})`);
  const [width, height] = ['width', 'height'].map((side) => Math.min(...sizes.map((s) => s[side])));
  t.diagnostic(`${where}: ${sizes.length} controls, narrowest ${width.toFixed(1)} px, lowest ${height.toFixed(1)} px`);
  const small = sizes.filter((s) => s.width < MIN_TARGET || s.height < MIN_TARGET)
    .map((s) => `${s.name}: ${s.width.toFixed(1)}x${s.height.toFixed(1)}`);
  assert.deepEqual(small, [], `controls under ${MIN_TARGET}x${MIN_TARGET} px (${where})`);
}

test('at 390 px every control, keypad key and checkbox row is at least 44x44 px, in the page and its dialogs', async (t) => {
  const phone = await openPhone(t);
  const { page } = phone;
  const main = await targetSizes(page);
  assert.ok(main.filter((s) => s.name.startsWith('button ') && /^button \d$/.test(s.name)).length === 9, 'nine keypad keys');
  assertTargets(t, main, 'page');
  const dialogs = [['New game', '#new-dialog'], ['Import', '#import-dialog'], ['Share', '#share-dialog'],
    ['Print', '#print-dialog'], ['Statistics', '#stats-dialog']];
  for (const [name, selector] of dialogs) {
    await button(page, name).click();
    if (selector === '#new-dialog') await page.click('#new-dialog summary');
    assertTargets(t, await targetSizes(page), name);
    await page.keyboard.press('Escape');
    await page.waitForFunction((s) => !document.querySelector(s).open, selector);
  }
  for (const [size, variant] of [[16, 'classic'], [25, 'classic']]) {
    await openLink(phone, puzzleLink(size, variant));
    assertTargets(t, await targetSizes(page), `${size}x${size}`);
  }
});

// WCAG relative luminance and contrast ratio of computed 'rgb(r, g, b)' colours.
function luminance(rgb) {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
// An 'rgb(...)' colour's hue in degrees (HSL).
function hue(rgb) {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
  const max = Math.max(r, g, b), span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const sector = max === r ? (g - b) / span : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (sector * 60 + 360) % 360;
}
const hueGap = (a, b) => Math.min(Math.abs(hue(a) - hue(b)), 360 - Math.abs(hue(a) - hue(b)));

// Selects a plain cell whose houses hold shaded cells, then reads one computed style of each kind of cell.
async function cellColours(page) {
  const cells = await page.$$eval('#board [data-cell]', (nodes) => nodes.map((n) => n.className));
  const candidates = cells.map((c, i) => [c, i]).filter(([c]) => !/extra|alt-region|given/.test(c)).map(([, i]) => i);
  for (const cell of candidates) {
    await page.click(`#board [data-cell="${cell}"]`);
    const colours = await page.$$eval('#board [data-cell]', (nodes) => {
      const pick = (test) => nodes.find((n) => test(n.classList));
      const shaded = (l) => l.contains('extra') || l.contains('alt-region');
      const plainState = (l) => !['selected', 'same', 'hint', 'hint-house', 'wrong', 'clash', 'differ'].some((k) => l.contains(k));
      const kinds = {
        plain: pick((l) => !shaded(l) && !l.contains('related') && plainState(l)),
        related: pick((l) => !shaded(l) && l.contains('related') && plainState(l)),
        shade: pick((l) => shaded(l) && !l.contains('related') && !l.contains('given') && plainState(l)),
        shadeRelated: pick((l) => shaded(l) && l.contains('related') && !l.contains('given') && plainState(l)),
        shadeGiven: pick((l) => shaded(l) && l.contains('given') && plainState(l)),
        selected: pick((l) => l.contains('selected')),
      };
      if (Object.values(kinds).some((n) => !n)) return null;
      const background = (node) => { // a transparent cell shows the board's background
        while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)') node = node.parentElement;
        return getComputedStyle(node ?? document.body).backgroundColor;
      };
      return Object.fromEntries(Object.entries(kinds).map(([k, n]) => [k, { bg: background(n), fg: getComputedStyle(n).color }]));
    });
    if (colours) return colours;
  }
  throw new Error('no cell has shaded cells both inside and outside its houses');
}

test('variant shading is at least 3:1 against plain cells, also inside the highlight, in light and dark', async (t) => {
  const phone = await openPhone(t);
  const { page } = phone;
  for (const variant of ['x', 'hyper', 'jigsaw']) {
    await openLink(phone, puzzleLink(9, variant));
    if (variant === 'jigsaw') {
      // Two shaded regions never touch: across every thick region border, at most one side is shaded.
      const touching = await page.$$eval('#board [data-cell]', (nodes) => nodes.filter((n, i) => {
        const shaded = (node) => node?.classList.contains('alt-region');
        return shaded(n) && ((n.classList.contains('edge-right') && shaded(nodes[i + 1])) ||
          (n.classList.contains('edge-bottom') && shaded(nodes[i + 9])));
      }).length);
      assert.equal(touching, 0, 'shaded jigsaw regions side by side');
    }
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      const c = await cellColours(page);
      const where = `${variant}, ${colorScheme}`;
      const ratios = {
        'shade / plain': contrast(c.shade.bg, c.plain.bg),
        'shade in the highlight / highlight': contrast(c.shadeRelated.bg, c.related.bg),
        'shade / selected': contrast(c.shade.bg, c.selected.bg),
        'shade in the highlight / selected': contrast(c.shadeRelated.bg, c.selected.bg),
        'entry on shade': contrast(c.shade.fg, c.shade.bg),
        'given on shade': contrast(c.shadeGiven.fg, c.shadeGiven.bg),
        'entry on shade in the highlight': contrast(c.shadeRelated.fg, c.shadeRelated.bg),
      };
      t.diagnostic(`${where}: ${Object.entries(ratios).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);
      assert.ok(ratios['shade / plain'] >= 3, `${where}: shade against plain cells`);
      assert.ok(ratios['shade in the highlight / highlight'] >= 3, `${where}: shade inside the highlight`);
      // Distinct from the selection: not the same tone (1.5:1 is plainly visible next to each other).
      assert.ok(ratios['shade / selected'] >= 1.5, `${where}: shade against the selected cell`);
      assert.ok(ratios['shade in the highlight / selected'] >= 1.5, `${where}: highlighted shade against the selected cell`);
      // A shaded region keeps its hue inside the highlight: in a blue-grey there, one jigsaw region showed in two
      // colours for a play-tester.
      assert.ok(hueGap(c.shade.bg, c.shadeRelated.bg) <= 15, `${where}: the highlighted shade's hue (${c.shade.bg}, ${c.shadeRelated.bg})`);
      // The digits are large text (WCAG: 3:1); the colours chosen reach 4:1 or more.
      for (const k of ['entry on shade', 'given on shade', 'entry on shade in the highlight']) assert.ok(ratios[k] >= 3.5, `${where}: ${k}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
});

// Installs a layout-shift observer (buffered, so shifts during loading count too) and returns a reader of the sum.
async function watchShifts(page) {
  await page.evaluate(() => {
    window.shifts = [];
    new PerformanceObserver((list) => window.shifts.push(...list.getEntries().map((e) => ({ value: e.value, at: e.startTime,
      sources: e.sources.map((s) => s.node?.id || s.node?.className || s.node?.nodeName) }))))
      .observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => window.shifts);
}

// Waits (up to 20 s) until the page being opened has painted its first content; its script is held meanwhile.
// Polled, since the page is still navigating (an evaluation may meet the blank page or a context in between).
async function paintedBeforeScript(getPage) {
  for (let waited = 0; waited < 20000; waited += 50) {
    const painted = await getPage()?.evaluate(() => location.protocol.startsWith('http')
      && performance.getEntriesByName('first-contentful-paint').length > 0).catch(() => false);
    if (painted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the page did not paint within 20 s while its script was held');
}

const nextFrames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// A layout shift is only counted when the element was painted where it was before, so whether a first visit
// shifts depends on what gets painted on the way, which depends on how busy the machine is. A busy phone is made
// here: the CPU 20x slower while loading (the parser may then yield, and the page be painted, mid-body: this test
// failed now and then on a loaded machine before index.html blocked rendering until the whole body was parsed),
// app.js held until the parsed page has been painted, and the module held back until the first board has been.
test('no layout shift: a first visit at 390 px (a slow CPU, painted before the script and before the engine), then hints, their Apply button, and a three-line message (a longer one grows the panel)', async (t) => {
  const [script, module] = [holdRequests('**/web/app.js'), holdModule()];
  let cpu;
  let loading = null;
  const opened = open(t, 'index.html', {
    beforeOpen: async (blank) => {
      loading = blank;
      await blank.setViewportSize(PHONE);
      cpu = await blank.context().newCDPSession(blank);
      await cpu.send('Emulation.setCPUThrottlingRate', { rate: 20 });
      await script.beforeOpen(blank);
      await module.beforeOpen(blank);
    },
  });
  opened.catch(() => {}); // awaited below; a failure to open must not count as unhandled meanwhile
  try {
    await paintedBeforeScript(() => loading);
  } finally {
    script.release();
  }
  const { page } = await opened;
  const shifts = await watchShifts(page);
  assert.ok(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime < performance.getEntriesByName('board-ready')[0].startTime),
    'the page was painted before its script drew the board');
  await nextFrames(page);
  module.release();
  await page.waitForFunction(() => performance.getEntriesByName('engine-ready').length > 0);
  await page.waitForFunction(() => !document.querySelector('[data-engine=loading]'));
  await nextFrames(page);
  assert.deepEqual(await shifts(), [], 'layout shifts while loading');
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Two presses: the first game is one of twenty at random, and a Full House has no second level (web/hints.js), so
  // a third press would add "That is the whole hint" to it, a longer message than the panel's usual ones.
  for (let press = 1; press <= 2; press++) {
    const before = await message(page);
    await button(page, 'Hint').click();
    await page.waitForFunction((old) => {
      const text = document.querySelector('#message').textContent;
      return text !== old && !/^Looking/.test(text);
    }, before);
  }
  assert.ok(await page.isVisible('#apply-hint'), 'the hint offers Apply');
  await screenshot(page, 'phone-hint-apply.png');
  await button(page, 'Apply hint').click();
  await button(page, 'Check').click();
  await page.evaluate(() => {
    document.querySelector('#message').textContent = 'A message of three lines on a phone. '.repeat(3);
  });
  await page.waitForTimeout(100);
  assert.deepEqual(await shifts(), [], 'layout shifts (including those right after input)');
});

// Where the message's last word is drawn once the message is scrolled to its end, and whether the message panel
// and the Apply button leave it in view.
function lastWordInView(page) {
  return page.evaluate(() => {
    const message = document.getElementById('message');
    message.scrollTop = message.scrollHeight;
    const text = message.lastChild;
    const range = document.createRange();
    range.setStart(text, text.data.trimEnd().lastIndexOf(' ') + 1);
    range.setEnd(text, text.data.trimEnd().length);
    const word = range.getBoundingClientRect();
    const inside = (box) => word.top >= box.top && word.bottom <= box.bottom && word.left >= box.left && word.right <= box.right;
    const apply = document.getElementById('apply-hint').getBoundingClientRect();
    const overlaps = word.left < apply.right && apply.left < word.right && word.top < apply.bottom && apply.top < word.bottom;
    return {
      word: range.toString(),
      inMessage: inside(message.getBoundingClientRect()),
      inPanel: inside(document.querySelector('.status').getBoundingClientRect()),
      overlaps,
    };
  });
}

// Presses Hint and waits for its words (a level deeper, or the next hint).
async function pressHint(page) {
  const before = await message(page);
  await button(page, 'Hint').click();
  await page.waitForFunction((old) => {
    const text = document.querySelector('#message').textContent;
    return text !== old && !/^Looking|still loading/.test(text);
  }, before, { timeout: 20000 });
}

// A puzzle of data/top1465.txt whose first hint is a Finned Swordfish: an elimination that chains on to the
// placement it leads to, so its third level (the whole chain, then "... so rXcY = V.") is many lines long.
const HARD = '....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..';
test('a long hint is read to its last word at 390x844 and 1280x800, scrolled in its fixed panel, clear of the Apply button', async (t) => {
  const phone = await openPhone(t);
  const { page } = phone;
  await openLink(phone, linkTo(HARD));
  for (let press = 1; press <= 3; press++) await pressHint(page);
  await page.waitForSelector('#apply-hint:not([hidden])');
  for (const size of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    const seen = await lastWordInView(page);
    await screenshot(page, `long-hint-${size.width}.png`);
    assert.ok(seen.inMessage && seen.inPanel, `at ${size.width}x${size.height} the last word "${seen.word}" is cut off`);
    assert.ok(!seen.overlaps, `at ${size.width}x${size.height} the Apply button covers "${seen.word}"`);
  }
});

test('at 390x844, while a hint\'s cell names are explained, the message takes the panel\'s whole width and keeps three lines', async (t) => {
  const phone = await openPhone(t);
  const { page } = phone;
  await openLink(phone, 'index.html#id=9c-2n-c29l5-ck25');  // a killer whose third level says the rule of 45 at length
  for (let press = 1; press <= 3; press++) await pressHint(page);
  await page.waitForSelector('#cell-names:not([hidden])');
  await page.waitForSelector('#apply-hint:not([hidden])');
  const box = await page.evaluate(() => {
    const message = document.querySelector('#message');
    const panel = document.querySelector('.status');
    const style = getComputedStyle(panel);
    const inner = panel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { width: message.clientWidth, inner, height: message.clientHeight, line: parseFloat(getComputedStyle(message).lineHeight) };
  });
  await screenshot(page, 'phone-hint-cell-names.png');
  // Beside Apply it had 237 of 350 px and 2.5 lines: a killer hint's conclusion was under the fade.
  assert.ok(box.width >= box.inner - 1, `the message is ${box.width} px of the panel's ${box.inner}`);
  assert.ok(box.height >= 3 * box.line, `the message shows ${box.height} px, under three lines of ${box.line} px`);
});

test('at 390x844 a dialog taller than the screen keeps its buttons in view: Import after a two-solution preview', async (t) => {
  const { page } = await openPhone(t);
  await page.waitForSelector('body[data-ready=true]');
  await button(page, 'Import').click();
  await page.fill('#import-text', `${'.'.repeat(20)}7${'.'.repeat(60)}`);
  await button(page, 'Check puzzle').click();
  await page.waitForFunction(() => /more than one solution/.test(document.querySelector('#import-message').textContent), null, { timeout: 20000 });
  await screenshot(page, 'phone-import-two-solutions.png');
  // Below the preview they were under the screen's foot (a play-tester scrolled the dialog to find them).
  for (const id of ['#import-check', '#import-play']) {
    const { top, bottom } = await page.$eval(id, (node) => node.getBoundingClientRect().toJSON());
    assert.ok(top >= 0 && bottom <= PHONE.height, `${id} is at ${top}-${bottom} px of a ${PHONE.height} px screen`);
  }
});

test('16x16 and 25x25 on a phone: 44 px cells in a frame that pans with the selection, and a whole-board view', async (t) => {
  const phone = await openPhone(t);
  const { page } = phone;
  for (const size of [16, 25]) {
    await openLink(phone, puzzleLink(size));
    const cell = await page.$eval('#board [data-cell="0"]', (n) => n.getBoundingClientRect().width);
    assert.ok(cell >= MIN_TARGET, `${size}x${size} cell ${cell} px`);
    await page.click('#board [data-cell="0"]');
    await page.keyboard.press('Control+End');
    const inView = await page.evaluate(() => {
      const frame = document.querySelector('#board-frame').getBoundingClientRect();
      const cell = document.querySelector('#board [aria-selected=true]').getBoundingClientRect();
      return cell.left >= frame.left - 1 && cell.right <= frame.right + 1 && cell.top >= frame.top - 1 && cell.bottom <= frame.bottom + 1;
    });
    assert.ok(inView, `${size}x${size}: the last cell, once selected, is scrolled into the frame`);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(pageWidth <= PHONE.width, `the page itself does not scroll sideways (${pageWidth} px)`);

    // "Whole board" fits all of it in the frame; tapping a cell there selects it and zooms back in around it.
    await button(page, 'Whole board').click();
    const fits = await page.evaluate(() => {
      const frame = document.querySelector('#board-frame');
      return frame.scrollWidth <= frame.clientWidth && frame.scrollHeight <= frame.clientHeight;
    });
    assert.ok(fits, `${size}x${size}: the whole board fits the frame`);
    await screenshot(page, `phone-${size}x${size}-whole-board.png`);
    const target = size * size - 2 * size - 2; // near the far corner
    await page.click(`#board [data-cell="${target}"]`);
    assert.equal(await page.getAttribute(`#board [data-cell="${target}"]`, 'aria-selected'), 'true');
    assert.equal(await page.getAttribute('#zoom', 'aria-pressed'), 'false');
    const zoomedIn = await page.evaluate((cell) => {
      const frame = document.querySelector('#board-frame').getBoundingClientRect();
      const box = document.querySelector(`#board [data-cell="${cell}"]`).getBoundingClientRect();
      return box.width >= 44 && box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
    }, target);
    assert.ok(zoomedIn, `${size}x${size}: back to 44 px cells with the tapped cell in view`);
  }
  assert.equal(await page.isVisible('#zoom'), true);
  await openLink(phone, puzzleLink(9));
  assert.equal(await page.isVisible('#zoom'), false, 'no zoom button for a 9x9 that fits');
});

// A play-tester's 16x16 hints on a phone named cells off the screen ("look at r1c15, r2c9, r4c7 and r14c2"), and
// panning to the first of them took the box the hint was about out of view.
test('16x16 on a phone: every cell and house a hint marks is in view, the whole board shown when they do not fit', async (t) => {
  const phone = await openPhone(t);
  const { page } = phone;
  await openLink(phone, puzzleLink(16));
  const outside = () => page.evaluate(() => {
    const frame = document.querySelector('#board-frame').getBoundingClientRect();
    return [...document.querySelectorAll('#board .hint, #board .hint-house')].filter((node) => {
      const box = node.getBoundingClientRect();
      return box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1;
    }).map((node) => node.getAttribute('aria-label').split(',').slice(0, 2).join());
  });
  let wholeBoard = 0;
  for (let hint = 0; hint < 3; hint++) {
    for (let level = 1; level <= 3; level++) {
      await pressHint(page);
      assert.deepEqual(await outside(), [], `hint ${hint + 1}, level ${level} ("${await message(page)}"): marked cells out of view`);
      if (await page.getAttribute('#zoom', 'aria-pressed') === 'true') wholeBoard += 1;
      if (hint === 0 && level === 2) await screenshot(page, 'phone-16x16-hint-cells.png');
    }
    await button(page, 'Apply hint').click();
    await page.waitForFunction(() => /^Applied/.test(document.querySelector('#message').textContent));
  }
  t.diagnostic(`${wholeBoard} of 9 hint levels shown on the whole board`);
});

test('screenshots at 390 px of every size the page offers and every variant, light and dark', async (t) => {
  const phone = await openPhone(t);
  const { page } = phone;
  // The choices are filled from the engine's constants once it has loaded, after the first board.
  await page.waitForFunction(() => document.querySelector('#new-variant option') && document.querySelector('#new-size option'));
  const sizes = await page.$$eval('#new-size option', (options) => options.map((option) => Number(option.value)));
  assert.ok(sizes.includes(4) && sizes.includes(25), `sizes offered: ${sizes}`);
  const variants = await page.$$eval('#new-variant option', (options) => options.map((option) => option.value));
  const boards = sizes.map((size) => [size, 'classic'])
    .concat(variants.filter((variant) => variant !== 'classic').map((variant) => [9, variant]));
  for (const [size, variant] of boards) {
    await openLink(phone, puzzleLink(size, variant));
    assert.match(await message(page), /^Shared game opened/);
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      await screenshot(page, `phone-${size}x${size}-${variant}-${colorScheme}.png`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
});

test('installable: a manifest id, PNG icons of 192 and 512 px, an apple-touch-icon, and no installability error', async (t) => {
  const { page } = await openPhone(t, { ownProfile: true });  // not in a shared browser's context: incognito to Chromium
  const manifest = await page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()));
  assert.equal(manifest.id, './');
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  assert.deepEqual(pngs.filter((i) => i.purpose === 'any').map((i) => i.sizes).sort(), ['192x192', '512x512']);
  const touch = await page.getAttribute('link[rel=apple-touch-icon]', 'href');
  const sizes = await page.evaluate((sources) => Promise.all(sources.map((src) => new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
    image.onerror = () => reject(new Error(`${src} did not load`));
    image.src = src;
  }))), [...pngs.map((i) => i.src), touch]);
  assert.deepEqual(sizes, [...pngs.map((i) => i.sizes), '180x180']);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
});

// A play-tester's jigsaw thermo game cut the board's left edge off on a 390 px phone: its game ID (the region map),
// one line there, widened the board's column past the screen.
test('on a phone a long game ID leaves the board and the page within the screen', async (t) => {
  const phone = await openPhone(t);
  await openLink(phone, 'index.html#id=9j-3n-fimd7d-ct-g29tYmtPL09PT~79oeO94o~~~');
  const { page } = phone;
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Thermo Jigsaw'));
  const box = await page.evaluate(() => {
    const { left, right } = document.getElementById('board').getBoundingClientRect();
    return { left, right, width: innerWidth, page: document.documentElement.scrollWidth };
  });
  assert.ok(box.left >= 0 && box.right <= box.width, `the board at ${box.left}..${box.right} of ${box.width}`);
  assert.ok(box.page <= box.width, `the page ${box.page} px wide on a ${box.width} px screen`);
});
