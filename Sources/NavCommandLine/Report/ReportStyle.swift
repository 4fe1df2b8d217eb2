/// The reports' one style sheet, inline in each report: phones drawn with CSS, colours with at
/// least 4.5:1 contrast for text, printable (rows are not split across pages; backgrounds print).
enum ReportStyle {
  /// The style sheet.
  static let css: StaticString = """
    *{box-sizing:border-box}
    body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff;margin:1.5em}
    h1{font-size:1.6em;margin:0 0 .2em}h2{font-size:1.25em;margin:1.6em 0 .2em;border-top:2px solid #bbb;padding-top:.6em}
    h3{font-size:1.05em;margin:1em 0 .4em}h4{font-size:1em;margin:0 0 .3em;overflow-wrap:anywhere}
    code{font:12px/1.35 ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
    .total{font-size:1.3em;font-weight:700}.ok{color:#0b6b2f}.bad{color:#b00020}
    .file,.sum{margin:.1em 0;color:#333}
    ol.steps{list-style:none;margin:0;padding:0}
    .step{display:grid;grid-template-columns:minmax(12em,1fr) 212px minmax(11em,1fr);gap:14px;padding:10px;\
    border-top:1px solid #ddd;align-items:start;break-inside:avoid}
    .cmp .step{grid-template-columns:minmax(11em,1fr) 212px 212px}
    .step>.diffs,.step>.same{grid-column:1/-1}
    .step.failed{border-left:6px solid #b00020;background:#fff5f5}.notrun{color:#444;font-style:italic}
    dl.facts{margin:0;display:grid;grid-template-columns:auto 1fr;gap:0 .6em;font-size:12px}
    dl.facts dt{color:#444}dl.facts dd{margin:0;overflow-wrap:anywhere}
    .fail{grid-column:1/-1;border:2px solid #b00020;border-radius:6px;padding:6px 10px;background:#fff;color:#5f0010}
    .fail strong{color:#b00020}.fail dl{margin:.3em 0 0;display:grid;grid-template-columns:auto 1fr;gap:0 .6em}
    .fail dd{margin:0}
    .phone{margin:0;width:212px}.ph{margin:0 0 3px;font-weight:700}
    .screen{position:relative;height:290px;border:8px solid #222;border-radius:24px;background:#e9edf2;\
    overflow:hidden;display:flex;flex-direction:column}
    .area{flex:1;min-height:0;padding:8px 6px 6px;display:flex;flex-direction:column}
    .stack{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;flex:1;min-height:0}
    .card,.gap,.empty{font-size:11px;border-radius:6px;padding:2px 6px;white-space:nowrap;overflow:hidden;\
    text-overflow:ellipsis;flex:none}
    .card{background:#d5dce5;border:1px solid #6b7685;margin:0 8px -3px;box-shadow:0 1px 2px rgba(0,0,0,.3)}
    .card.top{flex:1;margin:0;background:#fff;display:flex;flex-direction:column;align-items:flex-start;gap:3px;\
    padding:5px 7px;border-color:#4a5563}
    .t{font-weight:600;display:block;max-width:100%;overflow:hidden;text-overflow:ellipsis}
    .b{display:inline-block;font-size:10px;border-radius:3px;padding:0 4px;background:#e6e9f7;color:#1a237e;\
    max-width:100%;overflow:hidden;text-overflow:ellipsis}
    .card:not(.top) .b{margin-left:4px}
    .err{background:#fde7e9;color:#8a1020}.ptr{background:#dff2e5;color:#0b5a2a}.noptr{background:#eee;color:#333}
    .i{vertical-align:-1px;margin-right:3px}
    .unstamped{border-style:dashed;background:repeating-linear-gradient(135deg,#fff,#fff 6px,#f0f0f0 6px,#f0f0f0 12px)}
    .native{background:#fff3d6;border-color:#8a6000}.card.top.native{background:#fff8e6}
    .gap{text-align:center;color:#333;border:1px dotted #555;margin:0 14px -3px;background:#f4f4f4}
    .empty{color:#444;text-align:center;border:1px dashed #888;flex:1;display:flex;align-items:center;\
    justify-content:center}
    .scrim{position:absolute;inset:0;background:rgba(20,24,32,.45)}
    .modal{position:absolute;background:#fff;display:flex;flex-direction:column;padding:4px 6px 6px;\
    border:2px solid #3949ab;box-shadow:0 -2px 10px rgba(0,0,0,.45)}
    .modal .area{padding:0}.mk{margin:0 0 4px;font-size:10px;font-weight:700;color:#1f2a80;text-transform:uppercase}
    .m-large{top:16px;left:0;right:0;bottom:0;border-radius:12px 12px 0 0}
    .behind-m-large .area,.behind-m-page-sheet .area{transform:scale(.93);transform-origin:top}
    .m-medium{top:52%;left:0;right:0;bottom:0;border-radius:12px 12px 0 0}
    .m-full{inset:0;border-radius:0;border-width:0 0 0 0;padding-top:8px}
    .m-page-sheet{top:34px;left:10px;right:10px;bottom:0;border-radius:10px 10px 0 0;border-color:#00695c}
    .m-page-sheet .mk{color:#00513f}
    .m-form-sheet{top:24%;bottom:24%;left:9%;right:9%;border-radius:10px;border-color:#6a1b9a;box-shadow:0 0 14px rgba(0,0,0,.6)}
    .m-form-sheet .mk{color:#4a148c}
    .m-bottom-sheet{top:50%;left:0;right:0;bottom:0;border-radius:18px 18px 0 0;border-color:#1b5e20}
    .m-bottom-sheet::before{content:"";display:block;width:36px;height:4px;border-radius:2px;background:#555;\
    margin:2px auto 4px}
    .m-bottom-sheet .mk{color:#1b5e20}
    .m-full-screen{inset:0;border-radius:0;border-width:3px 0 0;border-color:#1b5e20;padding-top:6px}
    .m-full-screen .mk{color:#1b5e20}.m-full-screen .mk::before{content:"\\2715\\00a0"}
    .tabs{display:flex;list-style:none;margin:0;padding:0;border-top:1px solid #888;background:#fafafa;flex:none}
    .tabs li{flex:1;text-align:center;font-size:10px;padding:5px 2px;color:#333;overflow:hidden;text-overflow:ellipsis;\
    white-space:nowrap;border-top:3px solid transparent}
    .tabs li.on{color:#0d3f8a;font-weight:700;border-top-color:#0d3f8a}
    .tabs.hidden{border-top-style:dashed;background:repeating-linear-gradient(135deg,#fafafa,#fafafa 5px,#e4e4e4 5px,#e4e4e4 10px)}
    .tabs.hidden li{text-decoration:line-through}
    figcaption{font-size:11px;margin-top:4px;color:#222;overflow-wrap:anywhere}
    ul.labels{list-style:none;margin:0;padding:0}
    .labels li{display:block;width:fit-content;max-width:100%;margin:0 0 3px;padding:1px 8px;border-radius:10px;\
    font-size:12px;overflow-wrap:anywhere}
    .op{background:#dceefc;color:#0b3558}.visit{background:#ebe4f7;color:#2e1a87}.warn{background:#fff0d9;color:#5c3200}
    .fact{background:#e7ebee;color:#1f2b33}
    .diff{outline:3px solid #c24e00;outline-offset:1px}.labels li.diff{background:#ffe1c4;color:#5a2300}
    .dn,.nomodal{margin:2px 0 0;font-size:10px;font-weight:700;color:#8f3900;background:#fff;padding:0 3px}
    .nomodal{position:absolute;bottom:34px;left:6px}
    table.diffs{border-collapse:collapse;font-size:12px;width:100%}.diffs caption{text-align:left;font-weight:700}
    .diffs th,.diffs td{border:1px solid #bbb;padding:2px 5px;text-align:left;vertical-align:top;overflow-wrap:break-word}
    .diffs th[scope=row]{width:12em}
    nav ol{columns:2;font-size:13px}a{color:#0b4ea2}
    @media print{body{margin:0}*{print-color-adjust:exact;-webkit-print-color-adjust:exact}h2{break-after:avoid}}
    """
}
