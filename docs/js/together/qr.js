// The room link as a QR code, drawn by the page itself as SVG (no image from elsewhere): the modules
// come from the QR encoder qrcode-generator (npm, copied into the site by the build), loaded only
// when a reader hosts a table.
import { vendored } from "./link.js";

const SVG = "http://www.w3.org/2000/svg";

/** An <svg> of `text`'s QR code (error correction M, the smallest version that holds it), named
 * for screen readers by `label`. */
export async function qrSvg(settings, text, label) {
  const { qrcode } = await import(vendored("qrcode-generator", settings.qrcode, "qrcode.mjs"));
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const n = qr.getModuleCount();
  const quiet = 4; // the quiet zone the standard asks for, in modules
  let d = "";
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) if (qr.isDark(r, c)) d += `M${c + quiet} ${r + quiet}h1v1h-1z`;
  }
  const svg = document.createElementNS(SVG, "svg");
  const size = n + 2 * quiet;
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("class", "tk-qr");
  svg.setAttribute("shape-rendering", "crispEdges");
  const bg = document.createElementNS(SVG, "rect");
  bg.setAttribute("width", String(size));
  bg.setAttribute("height", String(size));
  bg.setAttribute("fill", "#fff");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", d);
  path.setAttribute("fill", "#000");
  svg.append(bg, path);
  return svg;
}
