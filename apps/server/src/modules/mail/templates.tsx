import type { MailKind } from '@partsmith/contract';
import { formatDollars, formatMailDate, formatMailDay, mailMessages as m } from '@partsmith/contract/mail-messages';
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text, toPlainText } from '@react-email/components';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailData, MailOrderLine, OrderFacts, QuoteFacts } from './messages';

/** Colours with at least 4.5:1 contrast on their background (WCAG AA), and text that scales (no fixed heights). */
const styles = {
  body: { backgroundColor: '#f3f4f6', color: '#111827', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', padding: '24px' },
  brand: { color: '#1e3a8a', fontSize: '22px', margin: '0 0 16px' },
  heading: { fontSize: '18px', margin: '0 0 12px' },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  facts: { backgroundColor: '#f9fafb', borderRadius: '6px', margin: '0 0 16px', padding: '12px 16px' },
  fact: { fontSize: '16px', lineHeight: '24px', margin: 0 },
  button: {
    backgroundColor: '#1d4ed8',
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 'bold',
    padding: '12px 20px',
  },
  small: { color: '#4b5563', fontSize: '14px', lineHeight: '20px', margin: '0 0 8px' },
  link: { color: '#1d4ed8', textDecoration: 'underline' },
};

/** The shop's links a message may point to, from PUBLIC_URL. */
export interface MailLinks {
  publicUrl: string;
}

function Layout({ title, preview, footer, children }: { title: string; preview: string; footer: ReactNode; children: ReactNode }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Partsmith</Text>
          <Heading as="h1" style={styles.heading}>
            {title}
          </Heading>
          {children}
          <Text style={styles.text}>{m.common.signature}</Text>
          <Hr />
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

function Action({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
      <Text style={styles.small}>
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** "FAN-120 Case fan: 30 × $1.00 = $30.00": a line of an order of several. */
const lineText = (line: MailOrderLine) =>
  `${line.partNumber ? `${line.partNumber} ` : ''}${line.productName}: ${m.common.orderLine(line.quantity, formatDollars(line.unitPriceCents))} = ${formatDollars(line.totalCents)}`;

function OrderSummary({ order }: { order: OrderFacts }) {
  return (
    <Section style={styles.facts}>
      {order.lines ? (
        order.lines.map((line, index) => (
          <Text key={index} style={styles.fact}>
            {lineText(line)}
          </Text>
        ))
      ) : (
        <>
          <Text style={styles.fact}>
            <strong>{m.common.part}:</strong> {order.productName}
          </Text>
          {order.partNumber && (
            <Text style={styles.fact}>
              <strong>{m.common.partNumber}:</strong> {order.partNumber}
            </Text>
          )}
          <Text style={styles.fact}>
            <strong>{m.common.quantity}:</strong> {order.quantity}
          </Text>
          {/* Messages queued before the price per piece was recorded in them work it out: the total over the quantity. */}
          <Text style={styles.fact}>
            <strong>{m.common.unitPrice}:</strong> {formatDollars(order.unitPriceCents ?? Math.round(order.totalCents / order.quantity))}
          </Text>
        </>
      )}
      <Text style={styles.fact}>
        <strong>{m.common.total}:</strong> {formatDollars(order.totalCents)}
      </Text>
      {order.payBy && (
        <Text style={styles.fact}>
          <strong>{m.common.payBy}:</strong> {formatMailDate(order.payBy)}
        </Text>
      )}
    </Section>
  );
}

function OrderFooter({ links }: { links: MailLinks }) {
  const profile = `${links.publicUrl}/dashboard/profile`;
  return (
    <Text style={styles.small}>
      {m.common.orderFooter}{' '}
      <Link href={profile} style={styles.link}>
        {profile}
      </Link>
    </Text>
  );
}

const accountFooter = <Text style={styles.small}>{m.common.accountFooter}</Text>;

interface Composed {
  subject: string;
  element: ReactNode;
}

function orderMessage(
  order: OrderFacts,
  links: MailLinks,
  { subject, preview, lines, action }: { subject: string; preview: string; lines: ReactNode; action?: { href: string; label: string } },
): Composed {
  const myOrders = `${links.publicUrl}/dashboard`;
  return {
    subject,
    element: (
      <Layout title={m.common.orderNumber(order.orderId)} preview={preview} footer={<OrderFooter links={links} />}>
        <Text style={styles.text}>{m.common.greeting(order.name)}</Text>
        {lines}
        <OrderSummary order={order} />
        <Action {...(action ?? { href: myOrders, label: m.common.myOrders })} />
      </Layout>
    ),
  };
}

const payLink = (links: MailLinks, order: OrderFacts) => ({ href: `${links.publicUrl}/dashboard/payment/${order.orderId}`, label: m.orderPlaced.action });

/** Labelled facts, one a line; those without a value (null) are left out. */
function Facts({ facts }: { facts: [label: string, value: string | null][] }) {
  return (
    <Section style={styles.facts}>
      {facts.map(
        ([label, value]) =>
          value !== null && (
            <Text key={label} style={styles.fact}>
              <strong>{label}:</strong> {value}
            </Text>
          ),
      )}
    </Section>
  );
}

function QuoteSummary({ quote }: { quote: QuoteFacts }) {
  return (
    <Facts
      facts={[
        [m.common.part, quote.productName],
        [m.common.partNumber, quote.partNumber ?? null],
        [m.common.quantity, String(quote.quantity)],
        [m.quote.wantedBy, formatMailDay(quote.wantedBy)],
        [m.quote.yourNote, quote.note],
        [m.quote.unitPrice, quote.unitPriceCents === null ? null : formatDollars(quote.unitPriceCents)],
        [m.common.total, quote.totalCents === null ? null : formatDollars(quote.totalCents)],
        [m.quote.availableBy, quote.availableBy && formatMailDay(quote.availableBy)],
        [m.quote.validUntil, quote.validUntil && formatMailDate(quote.validUntil)],
        [m.quote.shopNote, quote.answerNote],
      ]}
    />
  );
}

function quoteMessage(quote: QuoteFacts, links: MailLinks, { subject, preview, intro }: { subject: string; preview: string; intro: string }): Composed {
  return {
    subject,
    element: (
      <Layout title={m.quote.title(quote.quoteId)} preview={preview} footer={<OrderFooter links={links} />}>
        <Text style={styles.text}>{m.common.greeting(quote.name)}</Text>
        <Text style={styles.text}>{intro}</Text>
        <QuoteSummary quote={quote} />
        <Action href={`${links.publicUrl}/dashboard/quotes`} label={m.quote.action} />
      </Layout>
    ),
  };
}

const shopFooter = <Text style={styles.small}>{m.shop.footer}</Text>;

/** "Rahim Uddin (rahim@example.com)": the name alone is whatever the customer typed at sign-up. */
const customerOf = (name: string, email: string) => `${name} (${email})`;

interface ShopMessage {
  subject: string;
  title: string;
  preview: string;
  /** Paragraphs before the facts. */
  lines: string[];
  facts: [string, string | null][];
  action: { href: string; label: string };
}

function shopMessage({ subject, title, preview, lines, facts, action }: ShopMessage): Composed {
  return {
    subject,
    element: (
      <Layout title={title} preview={preview} footer={shopFooter}>
        <Text style={styles.text}>{m.common.accountGreeting}</Text>
        {lines.map((line) => (
          <Text key={line} style={styles.text}>
            {line}
          </Text>
        ))}
        <Facts facts={facts} />
        <Action {...action} />
      </Layout>
    ),
  };
}

type Composers = { [K in MailKind]: (data: MailData[K], links: MailLinks) => Composed };

const composers: Composers = {
  'password-reset': (data) => ({
    subject: m.passwordReset.subject,
    element: (
      <Layout title={m.passwordReset.subject} preview={m.passwordReset.preview} footer={accountFooter}>
        <Text style={styles.text}>{m.common.accountGreeting}</Text>
        <Text style={styles.text}>{m.passwordReset.intro}</Text>
        <Action href={data.url} label={m.passwordReset.action} />
        <Text style={styles.text}>{m.passwordReset.expiry(data.expiresInMinutes)}</Text>
        <Text style={styles.text}>{m.passwordReset.ignore}</Text>
      </Layout>
    ),
  }),
  'verify-email': (data) => ({
    subject: m.verifyEmail.subject,
    element: (
      <Layout title={m.verifyEmail.subject} preview={m.verifyEmail.preview} footer={accountFooter}>
        <Text style={styles.text}>{m.common.accountGreeting}</Text>
        <Text style={styles.text}>{m.verifyEmail.intro}</Text>
        <Action href={data.url} label={m.verifyEmail.action} />
        <Text style={styles.text}>{m.verifyEmail.expiry(data.expiresInMinutes)}</Text>
        <Text style={styles.text}>{m.verifyEmail.ignore}</Text>
      </Layout>
    ),
  }),
  'order-placed': (order, links) =>
    orderMessage(order, links, {
      subject: m.orderPlaced.subject(order.orderId, m.common.orderLine(order.quantity, order.productName)),
      preview: m.orderPlaced.preview(formatDollars(order.totalCents), formatMailDate(order.payBy ?? '')),
      lines: (
        <>
          <Text style={styles.text}>{m.orderPlaced.intro}</Text>
          <Text style={styles.text}>{m.orderPlaced.payByNote}</Text>
        </>
      ),
      action: payLink(links, order),
    }),
  'order-paid': (order, links) =>
    orderMessage(order, links, {
      subject: m.orderPaid.subject(order.orderId),
      preview: m.orderPaid.preview(formatDollars(order.totalCents)),
      lines: (
        <>
          <Text style={styles.text}>{(order.shipped ? m.orderPaid.introShipped : m.orderPaid.intro)(formatDollars(order.totalCents))}</Text>
          {order.testPayment && <Text style={styles.text}>{m.orderPaid.testPayment}</Text>}
        </>
      ),
    }),
  'order-shipped': (order, links) =>
    orderMessage(order, links, {
      subject: m.orderShipped.subject(order.orderId),
      preview: m.orderShipped.preview,
      lines: (
        <>
          <Text style={styles.text}>{m.orderShipped.intro}</Text>
          {order.carrier || order.trackingNumber ? (
            <Section style={styles.facts}>
              {order.carrier && (
                <Text style={styles.fact}>
                  <strong>{m.orderShipped.carrier}:</strong> {order.carrier}
                </Text>
              )}
              {order.trackingNumber && (
                <Text style={styles.fact}>
                  <strong>{m.orderShipped.trackingNumber}:</strong> {order.trackingNumber}
                </Text>
              )}
            </Section>
          ) : (
            <Text style={styles.text}>{m.orderShipped.noTracking}</Text>
          )}
        </>
      ),
    }),
  'order-cancelled': (order, links) => {
    const reason = { customer: m.orderCancelled.byCustomer, admin: m.orderCancelled.byAdmin, shop: m.orderCancelled.expired }[order.cancelledBy];
    return orderMessage(order, links, {
      subject: m.orderCancelled.subject(order.orderId),
      preview: m.orderCancelled.preview,
      lines: (
        <>
          <Text style={styles.text}>{reason}</Text>
          <Text style={styles.text}>{m.orderCancelled.noCharge}</Text>
        </>
      ),
    });
  },
  'order-refunded': (order, links) =>
    orderMessage(order, links, {
      subject: m.orderRefunded.subject(order.orderId),
      preview: m.orderRefunded.preview(formatDollars(order.totalCents)),
      lines: (
        <Text style={styles.text}>{(order.paidAfterCancel ? m.orderRefunded.paidAfterCancel : m.orderRefunded.intro)(formatDollars(order.totalCents))}</Text>
      ),
    }),
  'payment-reminder': (order, links) =>
    orderMessage(order, links, {
      subject: m.paymentReminder.subject(order.orderId),
      preview: m.paymentReminder.preview(formatMailDate(order.payBy ?? '')),
      lines: <Text style={styles.text}>{m.paymentReminder.intro(formatMailDate(order.payBy ?? ''))}</Text>,
      action: payLink(links, order),
    }),
  'payment-overdue': (order, links) => {
    const dueOn = formatMailDate(order.payBy ?? '');
    // The day is past: said in the text, not as a "Pay by" among the order's facts.
    return orderMessage({ ...order, payBy: null }, links, {
      subject: m.paymentOverdue.subject(order.orderId),
      preview: m.paymentOverdue.preview(dueOn),
      lines: <Text style={styles.text}>{m.paymentOverdue.intro(formatDollars(order.totalCents), dueOn)}</Text>,
    });
  },
  'quote-requested': (quote, links) =>
    quoteMessage(quote, links, {
      subject: m.quoteRequested.subject(quote.quoteId, m.common.orderLine(quote.quantity, quote.productName)),
      preview: m.quoteRequested.preview,
      intro: m.quoteRequested.intro,
    }),
  'quote-answered': (quote, links) =>
    quoteMessage(quote, links, {
      subject: m.quoteAnswered.subject(quote.quoteId),
      preview: m.quoteAnswered.preview(formatDollars(quote.totalCents ?? 0)),
      intro: m.quoteAnswered.intro(formatMailDate(quote.validUntil ?? '')),
    }),
  'quote-declined': (quote, links) =>
    quoteMessage(quote, links, {
      subject: m.quoteDeclined.subject(quote.quoteId),
      preview: m.quoteDeclined.preview,
      intro: m.quoteDeclined.intro,
    }),
  'shop-order-paid': (order, links) =>
    shopMessage({
      subject: m.shopOrderPaid.subject(order.orderId, m.common.orderLine(order.quantity, order.productName)),
      title: m.common.orderNumber(order.orderId),
      preview: (order.shipped ? m.shopOrderPaid.previewShipped : m.shopOrderPaid.preview)(formatDollars(order.totalCents), order.customerEmail),
      lines: [
        (order.shipped ? m.shopOrderPaid.introShipped : m.shopOrderPaid.intro)(formatDollars(order.totalCents)),
        ...(order.testPayment ? [m.shopOrderPaid.testPayment] : []),
      ],
      facts: [
        [m.shop.customer, order.customerEmail],
        ...(order.lines
          ? order.lines.map((line, index): [string, string] => [m.common.lineNumber(index + 1), lineText(line)])
          : ([
              [m.common.part, order.productName],
              [m.common.partNumber, order.partNumber],
              [m.common.quantity, String(order.quantity)],
            ] as [string, string | null][])),
        [m.common.total, formatDollars(order.totalCents)],
      ],
      // Manage Orders finds an order by its number.
      action: { href: `${links.publicUrl}/dashboard/manage-orders?q=${order.orderId}`, label: m.shopOrderPaid.action },
    }),
  'shop-quote-requested': (quote, links) => {
    const customer = customerOf(quote.customerName, quote.customerEmail);
    return shopMessage({
      subject: m.shopQuoteRequested.subject(quote.quoteId, m.common.orderLine(quote.quantity, quote.productName)),
      title: m.quote.title(quote.quoteId),
      preview: m.shopQuoteRequested.preview(customer),
      lines: [m.shopQuoteRequested.intro],
      facts: [
        [m.shop.customer, customer],
        [m.common.part, quote.productName],
        [m.common.partNumber, quote.partNumber],
        [m.common.quantity, String(quote.quantity)],
        [m.quote.wantedBy, formatMailDay(quote.wantedBy)],
        [m.shop.customerNote, quote.note],
      ],
      // Quote Requests opens on the requests waiting for an answer.
      action: { href: `${links.publicUrl}/dashboard/quote-requests`, label: m.shopQuoteRequested.action },
    });
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The message of this kind with this data: its subject, plain text and HTML (React Email's components). Rendered with
 * React's static markup, not React Email's `render`: that streams through React's Node renderer, whose
 * AsyncLocalStorage keeps promise hooks on in the whole process from the first mail on (decision 0023). The templates
 * wait for nothing, so nothing needs the stream.
 */
export function renderMail<K extends MailKind>(kind: K, data: MailData[K], links: MailLinks): RenderedMail {
  const { subject, element } = (composers[kind] as (data: MailData[K], links: MailLinks) => Composed)(data, links);
  const markup = renderToStaticMarkup(element);
  return { subject, html: `${XHTML_DOCTYPE}${markup}`, text: toPlainText(markup) };
}
