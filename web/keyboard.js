// The board by keyboard: every square focusable in reading order with one
// of them in the tab order (a roving tabindex), arrow keys to move the
// focus, Enter or Space to pick a piece up and put it down (the same edits
// as click and drag), Delete to remove, Escape to cancel; a hand piece is
// picked up with Enter and put down on a square the same way.

const SVG = "http://www.w3.org/2000/svg";

/** Where the focus goes for each arrow key (screen direction). */
const DIRECTIONS = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * Makes the board in `wrap` and the hand pieces under `handsBox` usable by
 * keyboard. `actions`:
 * - `pieceOn(square)`: the token on a square, or null;
 * - `label(square, token)`: the square's accessible name;
 * - `handLabel(side, token, shown)`: the accessible name of a hand piece
 *   whose text is `shown`;
 * - `place(square)`, `remove(square)`, `move(from, to)`,
 *   `drop(side, token, to)`: the edits;
 * - `announce(message)`: says something to a screen reader.
 * Returns `refresh()`, to call after each drawing of the board.
 */
export function keyboard(wrap, handsBox, actions) {
  /** The square in the tab order (its address). */
  let current = null;
  /** The piece picked up: `{square, token}` or `{side, token}`, or null. */
  let held = null;
  /** Whether the board had the focus when it was drawn again. */
  let refocus = false;

  const squares = () => [...wrap.querySelectorAll("svg [data-square]")];
  const squareBy = (address) =>
    wrap.querySelector(`svg [data-square="${CSS.escape(address)}"]`);

  function refresh() {
    const svg = wrap.querySelector("svg");
    if (!svg) return;
    const all = squares();
    if (all.length === 0) return;
    if (current === null || !squareBy(current)) current = all[0].dataset.square;
    if (held?.square && !squareBy(held.square)) held = null;
    for (const square of all) {
      const address = square.dataset.square;
      square.setAttribute("tabindex", address === current ? "0" : "-1");
      square.setAttribute("role", "button");
      square.setAttribute("aria-label", actions.label(square, actions.pieceOn(address)));
    }
    // What the picture draws besides the squares is read from their names.
    for (const element of svg.querySelectorAll("text, .piece, [data-text]")) {
      element.setAttribute("aria-hidden", "true");
    }
    for (const ring of ["held-ring", "focus-ring"]) {
      const shape = document.createElementNS(SVG, "rect");
      shape.setAttribute("class", ring);
      shape.setAttribute("visibility", "hidden");
      shape.setAttribute("aria-hidden", "true");
      svg.append(shape);
    }
    showHeld();
    for (const piece of handsBox.querySelectorAll(".hand-piece")) {
      piece.setAttribute("tabindex", "0");
      piece.setAttribute("role", "button");
      piece.setAttribute(
        "aria-label",
        actions.handLabel(piece.dataset.hand, piece.dataset.token, piece.textContent),
      );
    }
    if (refocus) squareBy(current)?.focus();
  }

  /** Puts `ring` (a rectangle on top of the picture) around `square`. */
  function ringAround(ring, square) {
    if (!ring) return;
    if (!square) {
      ring.setAttribute("visibility", "hidden");
      return;
    }
    const box = square.getBBox();
    // An intersection (xiangqi) is a small mark: ring the piece around it.
    const size = Math.max(box.width, box.height, 44);
    const [w, h] = box.width >= 20 ? [box.width, box.height] : [size, size];
    const x = box.x + box.width / 2 - w / 2;
    const y = box.y + box.height / 2 - h / 2;
    for (const [key, value] of Object.entries({ x, y, width: w, height: h })) {
      ring.setAttribute(key, String(value));
    }
    ring.setAttribute("visibility", "visible");
  }

  function showHeld() {
    ringAround(wrap.querySelector(".held-ring"), held?.square ? squareBy(held.square) : null);
    for (const piece of handsBox.querySelectorAll(".hand-piece")) {
      const picked = held?.side === piece.dataset.hand && held?.token === piece.dataset.token;
      piece.classList.toggle("held", picked);
      piece.setAttribute("aria-pressed", String(picked));
    }
  }

  function focusSquare(square) {
    if (!square) return;
    for (const other of squares()) other.setAttribute("tabindex", "-1");
    square.setAttribute("tabindex", "0");
    current = square.dataset.square;
    square.focus();
  }

  /** The nearest square from `from` in a screen direction. */
  function neighbour(from, [dx, dy]) {
    const centre = (element) => {
      const box = element.getBoundingClientRect();
      return [box.left + box.width / 2, box.top + box.height / 2];
    };
    const [x0, y0] = centre(from);
    let best = null;
    let bestScore = Infinity;
    for (const square of squares()) {
      const [x, y] = centre(square);
      const along = (x - x0) * dx + (y - y0) * dy;
      if (along < 1) continue;
      const across = Math.abs((x - x0) * dy - (y - y0) * dx);
      // Squares in line first, then the nearest.
      const score = along + 3 * across;
      if (score < bestScore) {
        bestScore = score;
        best = square;
      }
    }
    return best;
  }

  /** Runs an edit; the board drawn again keeps the focus where it was. */
  function redraw(change) {
    refocus = true;
    try {
      change();
    } finally {
      refocus = false;
    }
  }

  /** Enter or Space on a square: pick up, put down, or place. */
  function activate(square) {
    const address = square.dataset.square;
    const name = square.dataset.name ?? address;
    if (held?.square !== undefined) {
      const { square: from } = held;
      held = null;
      if (from === address) {
        showHeld();
        actions.announce(`put back on ${name}`);
        return;
      }
      redraw(() => actions.move(from, address));
      actions.announce(`moved to ${name}`);
    } else if (held?.side !== undefined) {
      const { side, token } = held;
      held = null;
      redraw(() => actions.drop(side, token, address));
      actions.announce(`dropped ${token} on ${name}`);
    } else {
      const token = actions.pieceOn(address);
      if (token === null) {
        redraw(() => actions.place(address));
        actions.announce(`placed on ${name}`);
      } else {
        held = { square: address, token };
        showHeld();
        actions.announce(`picked up ${token} from ${name}; move to a square and press Enter`);
      }
    }
  }

  wrap.addEventListener("keydown", (event) => {
    const square = event.target.closest?.("[data-square]");
    if (!square || !wrap.contains(square)) return;
    if (event.key in DIRECTIONS) {
      focusSquare(neighbour(square, DIRECTIONS[event.key]));
    } else if (event.key === "Home" || event.key === "End") {
      const all = squares();
      focusSquare(event.key === "Home" ? all[0] : all[all.length - 1]);
    } else if (event.key === "Enter" || event.key === " ") {
      activate(square);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      if (actions.pieceOn(square.dataset.square) === null) return;
      redraw(() => actions.remove(square.dataset.square));
      actions.announce(`removed from ${square.dataset.name ?? square.dataset.square}`);
    } else if (event.key === "Escape" && held) {
      held = null;
      showHeld();
      actions.announce("put back");
    } else {
      return;
    }
    event.preventDefault();
  });

  wrap.addEventListener("focusin", (event) => {
    const square = event.target.closest?.("[data-square]");
    if (!square) return;
    current = square.dataset.square;
    ringAround(wrap.querySelector(".focus-ring"), square);
  });
  wrap.addEventListener("focusout", () => ringAround(wrap.querySelector(".focus-ring"), null));

  handsBox.addEventListener("keydown", (event) => {
    const piece = event.target.closest?.(".hand-piece");
    if (!piece || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    held = { side: piece.dataset.hand, token: piece.dataset.token };
    showHeld();
    actions.announce(
      `picked up ${held.token} from the ${held.side} hand; move to a square and press Enter`,
    );
    focusSquare(squareBy(current) ?? squares()[0]);
  });

  return refresh;
}
