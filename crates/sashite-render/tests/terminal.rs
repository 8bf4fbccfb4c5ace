//! The terminal pictures: chess glyphs, shogi kanji in KIF style, xiangqi
//! on the lines with the river, letters with `--ascii` and in the grid,
//! file labels past `z` aligned, the footer.

use sashite::feen::View;
use sashite_render::{Board, Options};

fn draw(feen: &str, options: Options) -> String {
    let view = View::parse(feen).expect("valid FEEN");
    sashite_render::terminal(&view, &options).expect("drawable")
}

#[test]
fn chess_uses_glyphs_and_ascii_letters() {
    let feen = "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / C/c";
    let text = draw(feen, Options::new());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "8  ♜   ♞   ♝   ♛   ♚^  ♝   ♞   ♜");
    assert_eq!(lines[7], "1  ♖   ♘   ♗   ♕   ♔^  ♗   ♘   ♖");
    assert_eq!(lines[8].trim_end(), "   a   b   c   d   e   f   g   h");
    assert!(text.contains("\nmarks: ^ terminal\n"));
    assert!(text.ends_with(&format!("FEEN: {feen}\n")));
    let ascii = draw(feen, Options::new().with_ascii(true));
    assert!(
        ascii.starts_with("8  r   n   b   q   k^  b   n   r\n"),
        "{ascii}"
    );
    assert!(!Options::new().color() && !text.contains('\u{1b}'));
    let colored = draw(feen, Options::new().with_color(true));
    assert!(colored.contains("\u{1b}["));
}

#[test]
fn shogi_writes_kanji_marks_the_second_player_and_numbers_files_from_the_right() {
    let feen = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/ S/s";
    let text = draw(feen, Options::new());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0].trim_end(), " ９  ８  ７  ６  ５  ４  ３  ２  １");
    assert_eq!(lines[1], "v香 v桂 v銀 v金 v玉^v金 v銀 v桂 v香  一");
    assert_eq!(lines[2], " ・ v飛  ・  ・  ・  ・  ・ v角  ・  二");
    assert_eq!(lines[9], " 香  桂  銀  金  王^ 金  銀  桂  香  九");
    assert!(text.contains("hand of first: P×2\n"), "{text}");
    let promoted = draw("+p+P/2 / S/s", Options::new());
    assert!(
        promoted.starts_with(" ２ １\nvと と 一\n ・ ・ 二\n"),
        "{promoted}"
    );
}

#[test]
fn xiangqi_draws_the_lines_the_river_and_the_palaces() {
    let feen = "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";
    let text = draw(feen, Options::new());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "1   2   3   4   5   6   7   8   9");
    assert_eq!(lines[1], "車──馬──象──士──將^─士──象──馬──車");
    assert_eq!(lines[2], "│   │   │   │ ╲ │ ╱ │   │   │   │");
    assert_eq!(lines[3], "┼───┼───┼───┼───┼───┼───┼───┼───┼");
    assert!(
        lines[10].starts_with('│')
            && lines[10].contains("楚 河")
            && lines[10].ends_with("漢 界     │")
    );
    assert_eq!(lines[19], "俥──傌──相──仕──帥^─仕──相──傌──俥");
    assert_eq!(lines[20], "九  八  七  六  五  四  三  二  一");
}

#[test]
fn grid_keeps_the_case_of_letters_and_aligns_labels_past_z() {
    let text = draw("K27k / C/c", Options::new());
    let lines: Vec<&str> = text.lines().collect();
    let board = lines[0];
    let labels = lines[1];
    let column = |line: &str, at: Option<usize>| at.map(|at| line[..at].chars().count());
    assert_eq!(
        column(board, board.find('k')),
        column(labels, labels.find("ac")),
        "{text}"
    );
    assert_eq!(
        column(board, board.find('K')),
        column(labels, labels.find('a')),
        "{text}"
    );
    let layers = draw(
        "ab/cd//AB/CD / G/g",
        Options::new().with_board(Board::Chess),
    );
    assert!(
        layers.starts_with("layer 1    layer 2\n2  a  b    2  A  B\n"),
        "{layers}"
    );
}

/// Every EPIN piece is drawn with its whole token around its face (its
/// letter, in the ASCII look): an attribute EPIN gains is drawn, not lost.
#[test]
fn every_piece_is_drawn_with_its_whole_token() {
    for piece in sashite::epin::Identifier::all() {
        let token = piece.to_string();
        let text = draw(&format!("{token} / C/c"), Options::new().with_ascii(true));
        let first = text.lines().next().unwrap_or_default();
        assert!(
            first.split_whitespace().any(|cell| cell == token),
            "{token}: {first:?}"
        );
    }
}
