// Checked by `tsc --noEmit --strict` (npm/ci.sh): the declarations give
// each notation's record its own type.
import * as sashite from "sashite";
import { SashiteError, type FeenRecord, type InvalidRecord } from "sashite";

const record: FeenRecord | InvalidRecord = sashite.inspect("feen", "8/8 / C/c");
if (record.valid) {
  const squares: number = record.squares;
  const shape: number[] | null = record.dimensions;
  const first: [number, string][] = record.hands.first;
  console.log(squares, shape, first);
} else {
  const offset: number | undefined = record.offset;
  console.log(record.error, offset);
}

const pin = sashite.inspect("pin", "+K^");
if (pin.valid) {
  const terminal: boolean = pin.terminal;
  console.log(pin.letter, pin.side, pin.state, terminal);
}

const verdict = sashite.validate("epin", "K'");
console.log(verdict.valid ? "valid" : verdict.error);

const moved: string = sashite.movePiece("8/4+P3 / C/c", "1,4", "0,4");
const token: string | null = sashite.pieceAt(moved, "0,4");
const repaired: { canonical: string; repairs: sashite.Repair[] } = sashite.repair("8 PP/ C/c");
console.log(token, repaired.repairs[0]?.kind);

try {
  sashite.dropFromHand(moved, "first", "P", "0,0");
} catch (error) {
  if (error instanceof SashiteError) {
    const kind: string = error.kind;
    const offset: number | null = error.offset;
    console.log(kind, offset);
  }
}

// The names the page reads from Rust.
const words: string = sashite.pieceWords("+K^", "C");
const dialect: string = sashite.fenDialect("shogi");
console.log(words, dialect);
