// The board picture (the renderer's SVG, inline) and the mouse on it:
// a click on a square, a drag from a square or from a hand to a square.

/** How far (px) the pointer moves before a press becomes a drag. */
const DRAG_THRESHOLD = 6;

/** Puts the renderer's SVG document in `wrap` as `<svg id="board">`. */
export function showBoard(wrap, svgText) {
  wrap.innerHTML = svgText.replace(/^<\?xml[^>]*\?>\s*/, "");
  const svg = wrap.querySelector("svg");
  if (svg) {
    svg.id = "board";
    cropToBoard(svg);
  }
  return svg;
}

/**
 * Drops the picture's footer (side to move, hands, legend, FEEN: the page
 * shows them beside it) and fits the view to what is left, so that the
 * board takes all the width a narrow screen has.
 */
function cropToBoard(svg) {
  for (const line of svg.querySelectorAll("text.footer")) line.remove();
  // Boxes on the screen, taken back to the picture's units (a group's own
  // getBBox ignores its transform: the outlines are scaled groups).
  const toPicture = svg.getScreenCTM().inverse();
  let box = null;
  for (const element of svg.children) {
    // The white background covers the whole picture: not part of the board;
    // the outlines in <defs> are drawn elsewhere.
    if (!(element instanceof SVGGraphicsElement) || element.tagName === "defs") continue;
    if (element.getAttribute("width") === "100%") continue;
    const r = element.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const a = new DOMPoint(r.left, r.top).matrixTransform(toPicture);
    const b = new DOMPoint(r.right, r.bottom).matrixTransform(toPicture);
    box = box === null
      ? { left: a.x, top: a.y, right: b.x, bottom: b.y }
      : {
          left: Math.min(box.left, a.x),
          top: Math.min(box.top, a.y),
          right: Math.max(box.right, b.x),
          bottom: Math.max(box.bottom, b.y),
        };
  }
  if (box === null) return;
  const margin = 6;
  const [x, y] = [box.left - margin, box.top - margin];
  const [width, height] = [box.right - box.left + 2 * margin, box.bottom - box.top + 2 * margin];
  svg.setAttribute("viewBox", `${x} ${y} ${width} ${height}`);
  svg.setAttribute("width", String(Math.ceil(width)));
  svg.setAttribute("height", String(Math.ceil(height)));
}

/**
 * The square under the point (x, y): the `[data-square]` element whose box
 * holds it, else the nearest one within half a square (intersections of a
 * xiangqi board are small marks).
 */
export function squareAt(wrap, x, y) {
  let best = null;
  let bestDistance = Infinity;
  for (const square of wrap.querySelectorAll("[data-square]")) {
    const box = square.getBoundingClientRect();
    if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) {
      return square.dataset.square;
    }
    const dx = x - (box.left + box.right) / 2;
    const dy = y - (box.top + box.bottom) / 2;
    const distance = Math.hypot(dx, dy);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = { square, reach: Math.max(box.width, box.height, 28) };
    }
  }
  return best && bestDistance <= best.reach ? best.square.dataset.square : null;
}

/**
 * Listens to the pointer on the board and on hand items:
 * - `onClick(square)`: a press and release on one square without moving;
 * - `onMove(from, to)`: a drag from a square to another;
 * - `onDrop(side, token, to)`: a drag from a hand piece (`[data-hand]`,
 *   the side, with `data-token`: a hand list item, or a tile on a shogi
 *   stand in the picture) to a square.
 * `canDrag(square)` says whether a square holds a piece to drag.
 */
export function listen(root, wrap, { canDrag, onClick, onMove, onDrop }) {
  let press = null;
  let ghost = null;

  const clear = () => {
    press = null;
    if (ghost) ghost.remove();
    ghost = null;
  };

  root.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    const hand = event.target.closest("[data-hand]");
    if (hand) {
      press = { x: event.clientX, y: event.clientY, hand, label: hand.dataset.token };
    } else if (wrap.contains(event.target)) {
      const square = squareAt(wrap, event.clientX, event.clientY);
      if (square === null) return;
      press = { x: event.clientX, y: event.clientY, square, label: canDrag(square) };
    } else {
      return;
    }
    event.preventDefault();
  });

  root.addEventListener("pointermove", (event) => {
    if (!press || !press.label) return;
    const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
    if (!ghost && moved < DRAG_THRESHOLD) return;
    if (!ghost) {
      ghost = document.createElement("div");
      ghost.className = "ghost";
      ghost.textContent = press.label;
      document.body.append(ghost);
    }
    ghost.style.left = `${event.clientX}px`;
    ghost.style.top = `${event.clientY}px`;
  });

  root.addEventListener("pointerup", (event) => {
    if (!press) return;
    const { hand, square } = press;
    const dragged = ghost !== null;
    clear();
    const to = squareAt(wrap, event.clientX, event.clientY);
    if (hand) {
      if (dragged && to !== null) onDrop(hand.dataset.hand, hand.dataset.token, to);
    } else if (!dragged) {
      if (to === square) onClick(square);
    } else if (to !== null && to !== square) {
      onMove(square, to);
    }
  });

  root.addEventListener("pointercancel", clear);
}
