/**
 * The pages of the stand-in Stripe server (stripe-stand-in.mjs): its hosted checkout page, small
 * enough for a phone (390 px, no sideways scroll), with the session's lines, its total and a Pay
 * button that posts to `/pay/<session id>`.
 */

export function escapeHtml(s) {
  return String(s)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** 8316 -> `$83.16`. */
export const dollars = (cents) => `$${(cents / 100).toFixed(2)}`;

const int = (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/** A page of the stand-in around `body` (HTML). */
export function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1f36;margin:0;padding:16px;background:#f6f9fc">
<main style="max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:20px;box-sizing:border-box">
<p style="margin:0 0 4px;color:#697386;font-size:14px">Test mode · stand-in Stripe Checkout</p>
${body}
</main></body></html>`;
}

/** The checkout page of `{ session, params }` (a closed one says so). */
export function checkoutPage(entry) {
  const { session, params } = entry;
  if (session.status !== 'open')
    return page('Checkout closed', `<h1 style="font-size:20px">This checkout is ${escapeHtml(session.status)}</h1>`);
  const lines = (params.line_items ?? [])
    .map(
      (l) =>
        `<li style="display:flex;justify-content:space-between;gap:8px;padding:6px 0;border-bottom:1px solid #e3e8ee"><span>${escapeHtml(l.price_data?.product_data?.name ?? 'Item')} × ${escapeHtml(l.quantity)}</span><span>${dollars(int(l.price_data?.unit_amount) * int(l.quantity))}</span></li>`,
    )
    .join('');
  return page(
    'Pay',
    `<h1 style="font-size:22px;margin:0 0 12px">Pay ${dollars(session.amount_total)}</h1>
<ul style="list-style:none;padding:0;margin:0 0 16px">${lines}</ul>
${session.customer_email ? `<p style="font-size:14px">Receipt to ${escapeHtml(session.customer_email)}</p>` : ''}
<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit" style="width:100%;font:inherit;font-size:18px;font-weight:bold;background:#635bff;color:#fff;border:0;border-radius:6px;padding:12px;cursor:pointer">Pay ${dollars(session.amount_total)}</button></form>
${session.cancel_url ? `<p style="text-align:center"><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ''}`,
  );
}
