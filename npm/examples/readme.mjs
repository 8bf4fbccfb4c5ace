import * as sashite from "sashite";

// Validate and inspect: the records of `sashite <notation> inspect --json`.
const chess = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
const record = sashite.inspect("feen", chess);
console.log(record.valid, record.squares, record.dimensions); // true 64 [ 8, 8 ]
console.log(sashite.validate("pin", "K#").error); // invalid PIN: expected '^' or the end of input at byte 1, found '#'

// Edit: every edit takes a FEEN and returns the canonical FEEN of the result.
const e4 = sashite.movePiece(chess, "6,4", "4,4");
console.log(sashite.pieceAt(e4, "4,4")); // +P
console.log(sashite.toggleTurn(e4).endsWith(" c/C")); // true

// Failures are SashiteErrors with a kind and a byte offset.
try {
  sashite.normalize("8 / C/C");
} catch (error) {
  console.log(error instanceof sashite.SashiteError, error.kind, error.offset); // true styles_same_case 6
}

// Draw: a standalone SVG that needs no installed font.
console.log(sashite.renderSvg("k^/1/K^ / C/c").startsWith("<?xml")); // true

// FEN: chess FEN, shogi SFEN, xiangqi and makruk FEN to FEEN and back.
const fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
console.log(sashite.detectFen(fen), sashite.toFen("chess", sashite.fromFen("chess", fen)) === fen); // chess true
