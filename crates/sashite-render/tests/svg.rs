//! The SVG pictures' structure: one element per square, one group per
//! piece, the faces each game uses, second-player shogi tiles turned, the
//! hands on their stands, the legend and the FEEN string; well-formed XML.

use roxmltree::{Document, Node};
use sashite::feen::View;
use sashite_render::{Board, Options};

const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
const SHOGI: &str = "lnsgk^gsnl/1r5b1/pppp1pppp/9/4+p4/9/PPPP1PPPP/1B5R1/LNSGK^GSNL 2PB/p S/s";
const XIANGQI: &str = "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";

fn svg(feen: &str, board: Board) -> String {
    let view = View::parse(feen).expect("valid FEEN");
    sashite_render::svg(&view, &Options::new().with_board(board)).expect("drawable")
}

fn has_class(node: Node<'_, '_>, class: &str) -> bool {
    node.attribute("class")
        .is_some_and(|c| c.split(' ').any(|part| part == class))
}

fn count_class(doc: &Document<'_>, class: &str) -> usize {
    doc.descendants().filter(|n| has_class(*n, class)).count()
}

/// What a node writes: a `<text>`'s text, or the characters of a run of
/// outlines (`data-text`).
fn written<'a>(node: Node<'a, '_>) -> Option<&'a str> {
    if node.has_tag_name("text") {
        node.text()
    } else {
        node.attribute("data-text")
    }
}

fn texts(node: Node<'_, '_>) -> Vec<String> {
    node.descendants()
        .filter_map(|n| written(n).map(str::to_owned))
        .collect()
}

#[test]
fn chess_has_64_squares_and_glyphs_with_white_bodies_for_the_first_player() {
    let text = svg(CHESS, Board::Auto);
    let doc = Document::parse(&text).expect("well-formed XML");
    assert_eq!(
        doc.root_element().tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    assert_eq!(count_class(&doc, "square"), 64);
    assert_eq!(count_class(&doc, "piece"), 32);
    let king = doc
        .descendants()
        .find(|n| n.attribute("data-token") == Some("K^"))
        .expect("the first king");
    // The filled glyph painted white with a dark outline, the terminal mark.
    assert_eq!(texts(king), ["♚", "^"]);
    let body = king
        .descendants()
        .find(|n| written(*n) == Some("♚"))
        .expect("the king's glyph");
    assert_eq!(body.attribute("fill"), Some("#fff"));
    assert_eq!(body.attribute("stroke"), Some("#000"));
    let pawn = doc
        .descendants()
        .find(|n| n.attribute("data-token") == Some("+p"))
        .expect("a second pawn");
    assert_eq!(texts(pawn), ["♟", "+"]);
    assert!(
        doc.descendants()
            .any(|n| n.attribute("data-name") == Some("a1") && has_class(n, "dark")),
        "a1 is dark"
    );
}

#[test]
fn shogi_turns_the_second_players_tiles_and_draws_hands_as_tiles() {
    let text = svg(SHOGI, Board::Auto);
    let doc = Document::parse(&text).expect("well-formed XML");
    assert_eq!(count_class(&doc, "square"), 81);
    // 39 on the board, 3 kinds of hand items (P×2 and B first, p second).
    assert_eq!(count_class(&doc, "piece"), 42);
    for piece in doc.descendants().filter(|n| has_class(*n, "piece")) {
        let face = piece
            .children()
            .find(|n| has_class(*n, "face"))
            .expect("a face group");
        let turned = face
            .attribute("transform")
            .is_some_and(|t| t.starts_with("rotate(180 "));
        assert_eq!(
            turned,
            has_class(piece, "second"),
            "{:?}",
            piece.attribute("data-token")
        );
        assert!(face.children().any(|n| has_class(n, "tile")));
    }
    let face_of = |token: &str| {
        let piece = doc
            .descendants()
            .find(|n| n.attribute("data-token") == Some(token))
            .expect("the piece");
        let text = piece
            .descendants()
            .find(|n| has_class(*n, "kanji"))
            .expect("a kanji");
        (
            written(text).unwrap_or_default().to_owned(),
            text.attribute("fill").unwrap_or_default().to_owned(),
        )
    };
    assert_eq!(face_of("K^"), ("王".to_owned(), "#111".to_owned()));
    assert_eq!(face_of("k^"), ("玉".to_owned(), "#111".to_owned()));
    assert_eq!(face_of("+p"), ("と".to_owned(), "#c00".to_owned()));
    assert_eq!(face_of("r"), ("飛".to_owned(), "#111".to_owned()));
    let stand = |name: &str| {
        doc.descendants()
            .find(|n| has_class(*n, "stand") && has_class(*n, name))
            .expect("a stand")
    };
    let _ = (stand("first"), stand("second"));
    let all = texts(doc.root_element());
    assert!(all.iter().any(|t| t == "×2"), "the count of two pawns");
    assert!(all.iter().any(|t| t == "九") && all.iter().any(|t| t == "9"));
    // Hands are drawn, not listed.
    assert!(!all.iter().any(|t| t.starts_with("hand of")));
}

#[test]
fn xiangqi_puts_pieces_on_intersections_with_river_and_palaces() {
    let text = svg(XIANGQI, Board::Auto);
    let doc = Document::parse(&text).expect("well-formed XML");
    assert_eq!(count_class(&doc, "square"), 90);
    assert_eq!(count_class(&doc, "piece"), 32);
    let faces: Vec<String> = doc
        .descendants()
        .filter(|n| has_class(*n, "hanzi"))
        .filter_map(|n| written(n).map(str::to_owned))
        .collect();
    for face in [
        "帥", "仕", "相", "傌", "俥", "炮", "兵", "將", "士", "象", "馬", "車", "砲", "卒",
    ] {
        assert!(faces.iter().any(|f| f == face), "{face}");
    }
    let all = texts(doc.root_element());
    assert!(all.iter().any(|t| t == "楚 河") && all.iter().any(|t| t == "漢 界"));
    // 10 ranks, 9 file lines (7 broken by the river: 14 segments), the
    // frame's 4 and the palaces' 4 diagonals.
    assert_eq!(
        doc.descendants().filter(|n| n.has_tag_name("line")).count(),
        10 + 2 + 14 + 4 + 4
    );
    // A square is an intersection: a point, not a cell.
    let a1 = doc
        .descendants()
        .find(|n| n.attribute("data-name") == Some("a1"))
        .expect("a1");
    assert!(a1.has_tag_name("circle"));
}

#[test]
fn the_legend_explains_the_marks_seen_and_the_feen_string_follows() {
    let text = svg(CHESS, Board::Auto);
    let doc = Document::parse(&text).expect("well-formed XML");
    let legend: Vec<String> = doc
        .descendants()
        .filter(|n| has_class(*n, "legend"))
        .filter_map(|n| n.text().map(str::to_owned))
        .collect();
    assert_eq!(legend, ["marks: + enhanced   - diminished   ^ terminal"]);
    let feen: Vec<&str> = doc
        .descendants()
        .filter(|n| has_class(*n, "feen"))
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(feen, [format!("FEEN: {CHESS}").as_str()]);
    let plain = svg("8/8 / C/c", Board::Auto);
    let doc = Document::parse(&plain).expect("well-formed XML");
    assert_eq!(count_class(&doc, "legend"), 0, "no marks, no legend");
}

#[test]
fn grid_draws_letters_and_slices_and_the_option_overrides_the_styles() {
    let text = svg("ab/cd//AB/C1 P/ G/g", Board::Auto);
    let doc = Document::parse(&text).expect("well-formed XML");
    assert_eq!(count_class(&doc, "square"), 8);
    assert_eq!(count_class(&doc, "piece"), 7);
    let all = texts(doc.root_element());
    assert!(all.iter().any(|t| t == "layer 1") && all.iter().any(|t| t == "layer 2"));
    assert!(all.iter().any(|t| t == "hand of first: P"));
    let forced = svg(CHESS, Board::Grid);
    let doc = Document::parse(&forced).expect("well-formed XML");
    assert_eq!(count_class(&doc, "glyph"), 0);
    assert_eq!(count_class(&doc, "letter"), 32);
    let irregular = svg("rkr/pp//PPPP/ab / C/c", Board::Chess);
    let doc = Document::parse(&irregular).expect("well-formed XML");
    assert_eq!(
        count_class(&doc, "square"),
        11,
        "irregular boards are grids"
    );
}

#[test]
fn every_picture_is_well_formed_xml() {
    for feen in [
        CHESS,
        SHOGI,
        XIANGQI,
        "rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m",
        "K^2k^ 2P/ C/c",
        "a/b//c/d///e/f//g/h / C/c",
        "K27k' / C/c",
    ] {
        for board in Board::ALL {
            let view = View::parse(feen);
            let Ok(view) = view else { continue };
            let text =
                sashite_render::svg(&view, &Options::new().with_board(board)).expect("drawable");
            Document::parse(&text).unwrap_or_else(|e| panic!("{feen} {board:?}: {e}"));
        }
    }
}

/// The `data-square` addresses of `text`'s squares, in document order.
fn addresses(text: &str) -> Vec<String> {
    let doc = Document::parse(text).expect("well-formed XML");
    doc.descendants()
        .filter_map(|n| n.attribute("data-square").map(str::to_owned))
        .collect()
}

/// The `data-piece` tokens of `text`'s pieces on the board.
fn board_pieces(text: &str) -> Vec<String> {
    let doc = Document::parse(text).expect("well-formed XML");
    doc.descendants()
        .filter_map(|n| n.attribute("data-piece").map(str::to_owned))
        .collect()
}

#[test]
fn squares_carry_their_coordinates_outermost_first_and_their_names() {
    for board in [Board::Auto, Board::Chess, Board::Grid] {
        let text = svg(CHESS, board);
        let expected: Vec<String> = (0..8)
            .flat_map(|r| (0..8).map(move |f| format!("{r},{f}")))
            .collect();
        assert_eq!(addresses(&text), expected, "{board:?}");
    }
    let doc_text = svg(CHESS, Board::Auto);
    let doc = Document::parse(&doc_text).expect("well-formed XML");
    let a1 = doc
        .descendants()
        .find(|n| n.attribute("data-square") == Some("7,0"))
        .expect("the bottom-left square");
    assert_eq!(a1.attribute("data-name"), Some("a1"));
    // Shogi and xiangqi: every square once, in reading order.
    assert_eq!(addresses(&svg(SHOGI, Board::Auto)).len(), 81);
    let xiangqi = addresses(&svg(XIANGQI, Board::Auto));
    assert_eq!((xiangqi.len(), xiangqi[9].as_str()), (90, "1,0"));
    // Three dimensions, and an irregular board by flat index.
    let cube = addresses(&svg("ab/cd//AB/CD / G/g", Board::Auto));
    assert_eq!(
        cube,
        [
            "0,0,0", "0,0,1", "0,1,0", "0,1,1", "1,0,0", "1,0,1", "1,1,0", "1,1,1"
        ]
    );
    assert_eq!(
        addresses(&svg("a2/b / G/g", Board::Auto)),
        ["0", "1", "2", "3"]
    );
}

#[test]
fn board_pieces_carry_their_token_and_hand_tiles_do_not() {
    let chess = board_pieces(&svg(CHESS, Board::Auto));
    assert_eq!(chess.len(), 32);
    assert!(chess.iter().any(|t| t == "-R") && chess.iter().any(|t| t == "k^"));
    // 39 on the board; 2P and B in the first hand, p in the second.
    let shogi = board_pieces(&svg(SHOGI, Board::Auto));
    assert_eq!(shogi.len(), 39);
    assert!(shogi.iter().any(|t| t == "+p"));
    // The tiles on the stands name their hand.
    let text = svg(SHOGI, Board::Auto);
    let doc = Document::parse(&text).expect("well-formed XML");
    let mut hands: Vec<(&str, &str)> = doc
        .descendants()
        .filter_map(|n| Some((n.attribute("data-hand")?, n.attribute("data-token")?)))
        .collect();
    hands.sort_unstable();
    assert_eq!(hands, [("first", "B"), ("first", "P"), ("second", "p")]);
    assert_eq!(board_pieces(&svg(XIANGQI, Board::Auto)).len(), 32);
}
