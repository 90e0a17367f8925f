// Bundles the live board's page (src/) into the bot's static folder (bot/activity/static/): index.html, and its script
// and styles under assets/ with hashed names (cached for good by the server). Built output, never edited by hand:
// `make web` runs this, and a test checks the committed files are what this build makes of the sources.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] ?? join(here, "..", "bot", "activity", "static");
const assets = join(out, "assets");

function hashed(name, ext, text) {
  const digest = createHash("sha256").update(text).digest("hex").slice(0, 12);
  return `${name}.${digest}.${ext}`;
}

const common = { bundle: true, minify: true, write: false, legalComments: "none", logLevel: "warning" };
const script = await esbuild.build({
  ...common,
  entryPoints: [join(here, "src", "main.ts")],
  format: "iife",
  target: ["es2020"],
  outfile: "app.js",
});
const styles = await esbuild.build({ ...common, entryPoints: [join(here, "src", "style.css")], outfile: "app.css" });
const js = script.outputFiles[0].text;
const css = styles.outputFiles[0].text;
const jsName = hashed("app", "js", js);
const cssName = hashed("app", "css", css);

mkdirSync(assets, { recursive: true });
for (const old of readdirSync(assets)) rmSync(join(assets, old));
writeFileSync(join(assets, jsName), js);
writeFileSync(join(assets, cssName), css);
const page = readFileSync(join(here, "index.html"), "utf8")
  .replace("%APP_JS%", `assets/${jsName}`)
  .replace("%APP_CSS%", `assets/${cssName}`);
writeFileSync(join(out, "index.html"), page);
console.log(`live board built: ${jsName} (${js.length} bytes), ${cssName} (${css.length} bytes)`);
