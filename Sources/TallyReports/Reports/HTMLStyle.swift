import TallyModel

/// The pages' one style sheet, inline in every page (no request may leave it).
extension HTML {
    static let css = HTMLText(
        raw: """
            :root{--ink:#1b1f24;--muted:#57606a;--line:#d0d7de;--panel:#f6f8fa;--all:#1b1f24;--en:#0072B2;--fr:#C07A00;
            --good:#0072B2;--bad:#D55E00;--hi:#fff4d6}
            *{box-sizing:border-box}
            body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif;
            color:var(--ink);background:#fff}
            header.top{padding:16px 32px 8px}
            header.top h1{margin:0 0 2px;font-size:22px}
            .meta{color:var(--muted);font-size:12.5px;margin:0}
            nav{position:sticky;top:0;z-index:5;display:flex;flex-wrap:wrap;gap:4px 18px;padding:7px 32px;background:#fff;
            border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
            nav a{color:var(--ink);text-decoration:none;font-size:13px}
            nav a:hover{text-decoration:underline}
            main{padding:0 32px 24px;max-width:1320px}
            section{scroll-margin-top:40px;padding-top:6px}
            h2{font-size:18px;margin:22px 0 2px}
            h3{font-size:15px;margin:16px 0 4px}
            p.lead{color:var(--muted);margin:0 0 10px;max-width:980px}
            footer{color:var(--muted);font-size:12px;padding:12px 32px 24px;border-top:1px solid var(--line)}
            code{font:12px ui-monospace,SFMono-Regular,Menlo,"DejaVu Sans Mono",monospace}
            .dim{color:var(--muted)}
            .banner{background:#fde7dd;border:1px solid var(--bad);padding:8px 12px;border-radius:6px;margin:10px 0}
            .cards{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:10px;margin-bottom:12px}
            .cards.five{grid-template-columns:repeat(5,minmax(0,1fr))}
            table.twobytwo{border-collapse:collapse;margin:4px 0 10px}
            table.twobytwo th,table.twobytwo td{border:1px solid var(--line);padding:6px 14px;text-align:center}
            table.twobytwo td b{font-size:17px}
            table.twobytwo td.helped{background:#e3f0f8}
            table.twobytwo td.hurt{background:#fbe6da}
            dl.layers{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;font-size:12.5px;margin:6px 0;
            max-width:232px}
            dl.layers dt{font-weight:600}
            dl.layers dd{margin:0;color:var(--muted)}
            .card{border:1px solid var(--line);border-radius:8px;padding:8px 12px 6px;background:var(--panel)}
            .card .t{font-size:12.5px;color:var(--muted)}
            .card .v{font-size:26px;font-weight:650;line-height:1.2}
            .card .ci{font-size:12px;color:var(--muted)}
            .card svg{display:block;margin-top:4px}
            table{border-collapse:collapse;font-size:13px;margin:4px 0 10px}
            th,td{padding:3px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
            th{font-weight:600;background:#fff;position:sticky;top:37px;z-index:2}
            .r{text-align:right;font-variant-numeric:tabular-nums}
            td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
            th button{all:unset;cursor:pointer}
            th button::after{content:" ↕";color:#aab}
            th[aria-sort=ascending] button::after{content:" ↑";color:var(--ink)}
            th[aria-sort=descending] button::after{content:" ↓";color:var(--ink)}
            .ok{color:var(--good);font-weight:700}
            .ko{color:var(--bad);font-weight:700}
            .cols{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,7fr);gap:24px}
            .scroll{overflow:auto;max-height:560px;border:1px solid var(--line);border-radius:6px}
            .scroll table{margin:0}
            .scroll th{top:0}
            table.heatmap{font-size:12px}
            table.heatmap th{position:static}
            table.heatmap th.col{vertical-align:bottom;padding:2px 0;height:128px;width:34px}
            table.heatmap th.col span{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-weight:500}
            table.heatmap td.hm{width:34px;height:24px;padding:0;text-align:center;border:1px solid #fff;
            font-variant-numeric:tabular-nums}
            table.heatmap th.row{font-weight:500;white-space:nowrap}
            .legend{display:flex;gap:16px;align-items:center;font-size:12px;color:var(--muted);margin:4px 0 8px}
            .sw{display:inline-block;width:12px;height:12px;border-radius:2px;vertical-align:-2px;margin-right:4px}
            .filters{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:end;padding:8px 10px;background:var(--panel);
            border:1px solid var(--line);border-radius:6px;margin-bottom:8px}
            .filters label{display:flex;flex-direction:column;font-size:12px;color:var(--muted)}
            .filters select,.filters input{font:13px system-ui,sans-serif;padding:3px 4px;min-width:130px}
            .filters input[type=search]{min-width:260px}
            .js-only{display:none}
            html.js .js-only{display:flex}
            table.explorer td{padding:5px 8px}
            table.explorer .q{max-width:430px}
            table.explorer .id{white-space:nowrap;font-size:12px}
            .loc{display:inline-block;font-size:11px;padding:0 5px;border-radius:8px;color:#fff;margin-left:4px}
            .loc.en{background:var(--en)}
            .loc.fr{background:var(--fr)}
            .tag{display:inline-block;font-size:11px;padding:0 5px;border:1px solid var(--line);border-radius:8px;
            margin:1px 2px 1px 0;color:var(--muted)}
            .wrong{display:grid;grid-template-columns:max-content max-content max-content;gap:0 8px;font-size:12.5px}
            .wrong .f{color:var(--muted)}
            .wrong .e{color:var(--good)}
            .wrong .x{color:var(--bad);font-weight:600}
            .reading{font-size:12px;color:var(--muted)}
            details summary{cursor:pointer;color:var(--muted);font-size:12px}
            ol.conv{margin:4px 0;padding-left:20px;font-size:12.5px}
            ol.conv li.now{font-weight:600}
            .answer{font-size:12px;color:var(--muted);font-style:italic}
            tr[hidden]{display:none}
            .count{font-size:13px;margin:2px 0 6px}
            dl.glossary{display:grid;grid-template-columns:300px minmax(0,1fr);gap:6px 20px;margin:4px 0;max-width:1100px}
            dl.glossary dt{font-weight:600}
            dl.glossary dt span{display:block;font-weight:400;font-size:12px;color:var(--muted)}
            dl.glossary dd{margin:0}
            details.more{display:inline}
            details.more[open]{display:block}
            table.pairs td.pairtext{width:38%}
            table.pairs td.id{white-space:nowrap}
            .better{color:var(--good)}
            .worse{color:var(--bad)}
            @media print{nav{position:static}th{position:static}.scroll{max-height:none;overflow:visible}}

            """)
}
