import * as sashite from "sashite";

// Validate and inspect: the records of `sashite <notation> inspect --json`.
// The chess start as the chess rule system writes it, as `fromFen` gives it:
// the king and rooks that may castle and the pawns not yet moved are enhanced.
const chess = "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c";
const record = sashite.inspect("feen", chess);
console.log(record.valid, record.squares, record.dimensions); // true 64 [ 8, 8 ]
console.log(sashite.validate("pin", "K#").error); // invalid PIN: expected '^' or the end of input at byte 1, found '#'

// Edit: every edit takes a FEEN and returns the canonical FEEN of the result.
const nf3 = sashite.movePiece(chess, "7,6", "5,5");
console.log(sashite.pieceAt(nf3, "5,5")); // N
console.log(sashite.toggleTurn(nf3).endsWith(" c/C")); // true
// 1. e4 by hand: the pawn that has just advanced two squares is diminished.
const e4 = sashite.toggleTurn(sashite.place(sashite.remove(chess, "6,4"), "4,4", "-P"));
console.log(e4 === sashite.fromFen("chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")); // true

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
console.log(sashite.detectFen(fen), sashite.fromFen("chess", fen) === chess); // chess true
console.log(sashite.toFen("chess", chess, { moveNumber: 5 })); // rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 5
