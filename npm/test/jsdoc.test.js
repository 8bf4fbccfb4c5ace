// Every export of index.d.ts has a JSDoc comment that editors show: a
// summary, and for a function a `@param` per parameter and `@returns`.
// Read with TypeScript's parser (a dev dependency), so that overloads,
// classes and type aliases are all found; needs no build of the package.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import ts from "typescript";

const PATH = new URL("../index.d.ts", import.meta.url);
const source = ts.createSourceFile(
  "index.d.ts",
  readFileSync(PATH, "utf8"),
  ts.ScriptTarget.Latest,
  true,
);

/** The JSDoc blocks written right before `node`. */
function jsDocs(node) {
  return ts.getJSDocCommentsAndTags(node).filter((doc) => ts.isJSDoc(doc));
}

/** The summary of a JSDoc block, trimmed ("" when it has only tags). */
function summary(doc) {
  const comment = typeof doc.comment === "string" ? doc.comment : ts.getTextOfJSDocComment(doc.comment);
  return (comment ?? "").trim();
}

function isExported(node) {
  return (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) !== 0;
}

/** Every exported declaration as `{ name, node }`; each overload apart. */
function exportedDeclarations() {
  const found = [];
  const overloads = new Map();
  for (const node of source.statements) {
    if (!node.name || !isExported(node)) continue;
    const name = node.name.text;
    const count = (overloads.get(name) ?? 0) + 1;
    overloads.set(name, count);
    found.push({ name: count > 1 ? `${name} (overload ${count})` : name, node });
  }
  return found;
}

/** What is missing from the JSDoc of one declaration, as words. */
function problems({ node }) {
  const docs = jsDocs(node);
  if (docs.length === 0) return ["no JSDoc block"];
  const doc = docs[docs.length - 1];
  const missing = [];
  if (summary(doc) === "") missing.push("no summary");
  if (ts.isFunctionDeclaration(node)) {
    const tags = doc.tags ?? [];
    const documented = new Set(tags.filter(ts.isJSDocParameterTag).map((tag) => tag.name.getText()));
    for (const parameter of node.parameters) {
      const name = parameter.name.getText();
      if (!documented.has(name)) missing.push(`no @param ${name}`);
    }
    if (!tags.some((tag) => tag.tagName.text === "returns")) missing.push("no @returns");
  }
  if (ts.isClassDeclaration(node)) {
    for (const member of node.members) {
      const label = member.name ? member.name.getText() : "constructor";
      if (jsDocs(member).length === 0) missing.push(`no JSDoc on ${label}`);
    }
  }
  return missing;
}

test("index.d.ts has exports to check", () => {
  const names = exportedDeclarations().map(({ name }) => name);
  for (const expected of ["SashiteError", "inspect", "FeenRecord", "Side", "toFen", "FenOptions"]) {
    assert.ok(names.includes(expected), `${expected} among ${names.join(", ")}`);
  }
});

test("every export of index.d.ts has a JSDoc comment", () => {
  const undocumented = exportedDeclarations()
    .map((declaration) => [declaration.name, problems(declaration)])
    .filter(([, missing]) => missing.length > 0)
    .map(([name, missing]) => `${name}: ${missing.join(", ")}`);
  assert.deepEqual(undocumented, [], `exports without complete JSDoc:\n${undocumented.join("\n")}`);
});

test("every member of an exported interface has a JSDoc comment", () => {
  const undocumented = [];
  for (const { name, node } of exportedDeclarations()) {
    if (!ts.isInterfaceDeclaration(node)) continue;
    for (const member of node.members) {
      if (jsDocs(member).length === 0) undocumented.push(`${name}.${member.name.getText()}`);
    }
  }
  assert.deepEqual(undocumented, [], `interface members without JSDoc: ${undocumented.join(", ")}`);
});
