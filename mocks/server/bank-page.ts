/**
 * The mock's bank: `/__mock/bank/{orderId}` is where a pending order's `gateway_url` sends the
 * browser (payment area). GET shows a small self-contained Persian page — the plan, the amount
 * in Toman, the order's numbers — with «پرداخت» and «انصراف»; POST (result=paid|cancelled)
 * settles the order in the browser's world, as a bank's return to the backend would, and
 * redirects (303) to the app's /bank-receipt/{status}?orderId=…, `failed` for an order that is
 * unknown or no longer waiting. Nothing leaves the machine: no outside host, font or script.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayOptions } from '../gateway-options.ts';
import { activeScenarios } from '../pick-example.ts';
import { faDigits, faNum } from '../world/curriculum/persian.ts';
import { endOrder, orderById, payOrder, type OrderRec } from '../world/orders.ts';
import { planById } from '../world/plans.ts';
import { namespaceOf } from './worlds.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef2f7;color:#1c2430;
font-family:Vazirmatn,Tahoma,"Segoe UI",system-ui,sans-serif;line-height:1.8}
main{width:min(26rem,calc(100% - 2rem));background:#fff;border-radius:16px;padding:1.5rem;
box-shadow:0 8px 24px rgb(28 36 48 / 12%)}
h1{font-size:1.25rem;margin:0 0 .25rem}
p.note{margin:0 0 1rem;color:#4a5568;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#4a5568}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.3rem;color:#0b6e4f}
.actions{display:flex;gap:.75rem}.actions form{flex:1}
button,a.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;
min-width:44px;padding:.5rem 1rem;border-radius:12px;font:inherit;font-weight:700;cursor:pointer;
text-decoration:none;border:2px solid transparent}
.pay{background:#0b6e4f;color:#fff}.cancel{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
a.button{background:#1c4e80;color:#fff}
button:focus-visible,a.button:focus-visible{outline:3px solid #f6ad55;outline-offset:2px}
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

const NOTE = '<p class="note">این صفحه در نسخهٔ آزمایشی نقش بانک را بازی می‌کند؛ هیچ پولی جابه‌جا نمی‌شود.</p>';

function orderPage(rec: OrderRec): string {
  const plan = planById(rec.plan_id)!;
  const action = `/__mock/bank/${rec.id}`;
  const button = (result: string, label: string, kind: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="result" value="${result}">` +
    `<button type="submit" class="${kind}">${label}</button></form>`;
  return page(
    'درگاه پرداخت آزمایشی',
    `<h1>درگاه پرداخت آزمایشی</h1>
${NOTE}
<dl>
<dt>طرح</dt><dd>${escape(plan.title)}</dd>
<dt>مبلغ</dt><dd class="amount">${faNum(rec.amount / 10)} تومان</dd>
<dt>شمارهٔ سفارش</dt><dd>${faDigits(rec.id)}</dd>
<dt>کد پیگیری</dt><dd dir="ltr">${escape(rec.authority)}</dd>
</dl>
<div class="actions">
${button('paid', 'پرداخت', 'pay')}
${button('cancelled', 'انصراف', 'cancel')}
</div>`,
  );
}

function messagePage(text: string, href: string, label: string): string {
  return page(
    'درگاه پرداخت آزمایشی',
    `<h1>درگاه پرداخت آزمایشی</h1>\n<p>${escape(text)}</p>\n<a class="button" href="${escape(href)}">${escape(label)}</a>`,
  );
}

function sendHtml(res: ServerResponse, status: number, html: string, head: boolean): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  res.end(head ? undefined : html);
}

function redirect(res: ServerResponse, status: 'paid' | 'cancelled' | 'failed', orderId: string): void {
  res.writeHead(303, { location: `/bank-receipt/${status}?orderId=${encodeURIComponent(orderId)}` });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function serve(req: IncomingMessage, res: ServerResponse, url: URL, options: GatewayOptions): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const id = /^\/__mock\/bank\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? '';
  if (!options.world) {
    sendHtml(res, 503, messagePage('دنیای آزمایشی روشن نیست.', '/', 'بازگشت به سایت'), method === 'HEAD');
    return;
  }
  const large = activeScenarios(options.envScenarios, req.headers.cookie).has('large');
  const world = options.world.worlds.get(namespaceOf(req.headers.cookie), large);
  const rec = /^\d+$/.test(id) ? orderById(world, Number(id)) : undefined;

  if (method === 'POST') {
    const result = (await readForm(req)).get('result');
    // Only a waiting order can be settled; anything else goes back as failed.
    if (!rec || rec.status !== 'pending' || (result !== 'paid' && result !== 'cancelled')) {
      redirect(res, 'failed', id);
      return;
    }
    if (result === 'paid') payOrder(world, rec);
    else endOrder(rec, 'cancelled');
    redirect(res, result, id);
    return;
  }
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD, POST' });
    res.end();
    return;
  }
  const head = method === 'HEAD';
  if (!rec) sendHtml(res, 404, messagePage('سفارشی با این شماره پیدا نشد.', '/plans', 'بازگشت به طرح‌ها'), head);
  else if (rec.status !== 'pending')
    sendHtml(
      res,
      409,
      messagePage('این سفارش دیگر منتظر پرداخت نیست.', `/bank-receipt/${rec.status}?orderId=${rec.id}`, 'دیدن رسید'),
      head,
    );
  else sendHtml(res, 200, orderPage(rec), head);
}

/** GET or POST /__mock/bank/{orderId} (see the top of this file). */
export function bankPage(req: IncomingMessage, res: ServerResponse, url: URL, options: GatewayOptions): void {
  serve(req, res, url, options).catch((error: unknown) => {
    options.warn(`[mock] ${req.method} ${req.url} (bank page) failed: ${String(error)}`);
    if (res.headersSent) res.end();
    else sendHtml(res, 500, messagePage('خطا در درگاه آزمایشی.', '/', 'بازگشت به سایت'), false);
  });
}
