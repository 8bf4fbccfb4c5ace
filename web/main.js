// The page: reads the input as the chosen (or detected) notation, shows the
// verdict, the attributes and, for FEEN, the board to edit. Every notation
// question, and every game and piece name, is answered by the npm
// package's API (web/build.sh lays it out in ./sashite/), the one npm users
// call, whose failures are SashiteErrors.

import { showBoard, listen } from "./board.js";
import { placeCaret } from "./caret.js";
import { EXAMPLES } from "./examples.js";
import { readFen, showFen } from "./fen.js";
import { showHands } from "./hands.js";
import { keyboard } from "./keyboard.js";
import { readFeen, writeFeen, clearFeen } from "./location.js";

const $ = (selector) => document.querySelector(selector);

const input = $("#input");
const notationChoice = $("#notation");
const errorBox = $("#error");
const caret = $("#caret");
const canonical = $("#canonical");
const editor = $("#editor");
const boardWrap = $("#board-wrap");
const status = $("#status");

/** The npm package's API, once its module is loaded (in `main`). */
let sashite;
/** The record of the valid FEEN shown on the board, or null. */
let position = null;
/** Gives the board drawn its keyboard handling and accessible names. */
let refreshKeyboard = () => {};

/** The notation chosen, or the detected one; when none reads the input,
 * the one whose reader gets furthest (its error tells most). */
function notation() {
  if (notationChoice.value !== "auto") return notationChoice.value;
  return (sashite.detect(input.value) ?? sashite.closest(input.value)).toLowerCase();
}

function say(message) {
  status.textContent = message;
}

/** Says `message` to a screen reader (a polite live region). */
function announce(message) {
  $("#announce").textContent = message;
}

/** Reads the input again and redraws everything that depends on it. */
function update() {
  const text = input.value;
  // A FEN, SFEN or UCCI FEN is read as FEEN, converted.
  const fen = ["auto", "feen"].includes(notationChoice.value) ? readFen(sashite, text) : null;
  const chosen = fen ? "feen" : notation();
  $("#detected").textContent = fen
    ? `read as ${fen.readAs}`
    : notationChoice.value !== "auto" ? ""
    : sashite.detect(text) !== null ? `read as ${chosen.toUpperCase()}`
    : `no notation reads this; closest: ${chosen.toUpperCase()}`;
  const record = fen?.record ?? sashite.inspect(chosen, text);
  if (record.valid) {
    errorBox.textContent = "";
    errorBox.dataset.offset = "";
    placeCaret(caret, input, null);
    canonical.textContent = record.canonical;
  } else {
    errorBox.textContent = record.error;
    errorBox.dataset.offset = record.offset ?? "";
    placeCaret(caret, input, record.offset);
    canonical.textContent = "";
  }
  $("#valid").hidden = !record.valid;
  input.classList.toggle("invalid", !record.valid);
  showAttributes(record);
  showRepair(fen ? "fen" : chosen, text, record.valid);
  showFen(sashite, $("#fen-line"), chosen === "feen" && record.valid ? record.canonical : null);
  if (chosen === "feen" && record.valid) {
    showPosition(record);
  } else {
    position = null;
    editor.hidden = true;
    if (chosen !== "feen") clearFeen();
  }
}

function showAttributes(record) {
  const table = $("#attributes");
  table.replaceChildren();
  if (!record.valid) return;
  for (const [key, value] of Object.entries(record)) {
    if (["input", "valid", "canonical", "pieces", "hands"].includes(key)) continue;
    const row = table.insertRow();
    row.insertCell().textContent = key.replaceAll("_", " ");
    row.insertCell().textContent =
      value === null ? "irregular" : Array.isArray(value) ? value.join(" × ") : String(value);
  }
}

/** Offers the repaired FEEN when the input is invalid but can be normalized. */
function showRepair(chosen, text, valid) {
  let repaired = null;
  if (chosen === "feen" && !valid) {
    try {
      repaired = sashite.repair(text);
    } catch {
      repaired = null;
    }
  }
  $("#repair").hidden = repaired === null;
  $("#repaired").textContent = repaired?.canonical ?? "";
  $("#repairs").textContent = repaired
    ? repaired.repairs.map(({ message }) => message).join("; ")
    : "";
}

function showPosition(record) {
  position = record;
  editor.hidden = false;
  try {
    const svg = showBoard(boardWrap, sashite.renderSvg(record.canonical));
    svg?.setAttribute("role", "group");
    svg?.setAttribute("aria-label", `Board: ${record.canonical}`);
  } catch (error) {
    boardWrap.textContent = error.message;
  }
  showHands($("#hands"), record.hands);
  refreshKeyboard();
  $("#turn-label").textContent =
    `${record.active_side} to move (${record.active_style})`;
  writeFeen(record.canonical);
}

/** Sets the input to `text` and reads it. */
function setInput(text) {
  input.value = text;
  update();
}

/** Applies an edit to the shown position; a refused edit is explained. */
function edit(change) {
  if (!position) return;
  try {
    setInput(change(position.canonical));
    say("");
  } catch (error) {
    say(error.message);
  }
}

/** The token the palette describes. */
function paletteToken() {
  return sashite.pieceToken(
    $("#letter").value,
    $("#side").value,
    $("#state").value,
    $("#terminal").checked,
    $("#derived").checked,
  );
}

/** What a screen reader says for `token` on the shown position: the piece
 * named in the game of its side's style. */
function pieceName(token) {
  const { side } = sashite.inspect("epin", token);
  const style = side === position.active_side ? position.active_style : position.inactive_style;
  return sashite.pieceWords(token, style);
}

/** The token on the square at `address`, or null. */
function pieceOn(address) {
  if (!position) return null;
  // A regular board's record lists its pieces by the coordinates squares
  // are addressed with: no need to parse the position for each square.
  if (position.dimensions !== null) return piecesByAddress(position).get(address) ?? null;
  return sashite.pieceAt(position.canonical, address) ?? null;
}

const addressed = new WeakMap();

/** The pieces of a regular board's record, by square address ("6,4"). */
function piecesByAddress(record) {
  let map = addressed.get(record);
  if (!map) {
    map = new Map(record.pieces.map(([coordinates, token]) => [coordinates.join(","), token]));
    addressed.set(record, map);
  }
  return map;
}

function setUpPalette() {
  const letters = $("#letter");
  for (let code = 65; code <= 90; code++) {
    letters.append(new Option(String.fromCharCode(code)));
  }
  letters.value = "K";
  const refresh = () => {
    const token = paletteToken();
    $("#token").textContent = token;
    for (const add of document.querySelectorAll(".add-piece")) {
      add.textContent = `+ ${token}`;
      add.title = `add one ${token} to this hand`;
    }
  };
  for (const id of ["#letter", "#side", "#state", "#terminal", "#derived"]) {
    $(id).addEventListener("change", refresh);
  }
  refresh();
}

function setUpEditing() {
  listen(document.body, boardWrap, {
    canDrag: (square) => pieceOn(square),
    onClick: (square) => {
      edit((feen) =>
        pieceOn(square) === null
          ? sashite.place(feen, square, paletteToken())
          : sashite.remove(feen, square),
      );
    },
    onMove: (from, to) => edit((feen) => sashite.movePiece(feen, from, to)),
    onDrop: (side, token, to) => edit((feen) => sashite.dropFromHand(feen, side, token, to)),
  });
  $("#hands").addEventListener("click", (event) => {
    const target = event.target.closest("button");
    if (!target) return;
    if (target.classList.contains("add-piece")) {
      const side = target.closest(".hand").dataset.side;
      edit((feen) => sashite.addToHand(feen, side, paletteToken()));
    } else if (target.dataset.action === "add") {
      edit((feen) => sashite.addToHand(feen, target.dataset.side, target.dataset.token));
    } else if (target.dataset.action === "take") {
      edit((feen) => sashite.takeFromHand(feen, target.dataset.side, target.dataset.token));
    }
  });
  $("#turn").addEventListener("click", () => edit((feen) => sashite.toggleTurn(feen)));
  refreshKeyboard = keyboard(boardWrap, $("#hands"), {
    pieceOn,
    label: (square, token) =>
      `${square.dataset.name ?? square.dataset.square}, ${token === null ? "empty" : pieceName(token)}`,
    // The name starts with the text shown, as speech input expects.
    handLabel: (side, token, shown) => `${shown}, ${pieceName(token)}, in the ${side} hand`,
    place: (square) => edit((feen) => sashite.place(feen, square, paletteToken())),
    remove: (square) => edit((feen) => sashite.remove(feen, square)),
    move: (from, to) => edit((feen) => sashite.movePiece(feen, from, to)),
    drop: (side, token, to) => edit((feen) => sashite.dropFromHand(feen, side, token, to)),
    announce,
  });
}

async function copyCanonical() {
  const text = canonical.textContent;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without clipboard permission: select the text for the user.
    getSelection().selectAllChildren(canonical);
    document.execCommand("copy");
  }
  $("#copied").textContent = "copied";
  setTimeout(() => ($("#copied").textContent = ""), 1500);
}

/** Opens the position of a `#feen=` link; says so when it cannot be read. */
function openLocation() {
  const link = readFeen();
  const linkError = $("#link-error");
  linkError.hidden = link?.unreadable === undefined;
  if (link === null) return false;
  notationChoice.value = "feen";
  if (link.unreadable !== undefined) {
    // Shown as it is: the input holds the text, the message says why.
    linkError.textContent =
      `The link's position could not be read (broken percent-encoding): #feen=${link.unreadable}`;
    setInput(link.unreadable);
  } else {
    setInput(link.feen);
  }
  return true;
}

async function main() {
  // Imported here, not statically: a module that fails to load is reported
  // on the page (below) instead of leaving it blank.
  sashite = await import("./sashite/src/browser.js");
  setUpPalette();
  setUpEditing();
  input.addEventListener("input", () => {
    $("#link-error").hidden = true;
    update();
  });
  // The caret follows the text when the field scrolls.
  input.addEventListener("scroll", () => {
    const offset = errorBox.dataset.offset;
    placeCaret(caret, input, offset === "" ? null : Number(offset));
  });
  notationChoice.addEventListener("change", update);
  $("#copy").addEventListener("click", copyCanonical);
  $("#use-repaired").addEventListener("click", () => setInput($("#repaired").textContent));
  for (const button of document.querySelectorAll("[data-example]")) {
    button.addEventListener("click", () => {
      notationChoice.value = "feen";
      setInput(EXAMPLES[button.dataset.example]);
    });
  }
  window.addEventListener("hashchange", openLocation);
  if (!openLocation()) setInput(EXAMPLES.chess);
  document.body.dataset.ready = "true";
}

main().catch((error) => {
  document.body.dataset.ready = "failed";
  errorBox.textContent = `the page could not start: ${error.message}`;
});
