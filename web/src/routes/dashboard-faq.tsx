/**
 * FAQ (D2): questions and answers about the studio, grouped by topic, searchable (question,
 * answer and topic; every word must match) and collapsible, with an empty state that clears
 * the search. Typing a search opens the matches.
 */
import { Accordion } from 'radix-ui';
import { useMemo, useState } from 'react';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { TextInput } from '../ui/Field';
import { IconChevronDown, IconHelp, IconSearch } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import '../modules/dashboard/get-started.css';

interface FaqEntry {
  topic: string;
  q: string;
  a: string;
}

const FAQ: readonly FaqEntry[] = [
  {
    topic: 'Getting started',
    q: 'How do I sign in to the dashboard?',
    a: 'Open the dashboard from your account on the brand\u2019s site. The link carries your account number and a signed token; it is valid for 15 minutes. Without it the dashboard shows \u2018Missing Account Number\u2019.',
  },
  {
    topic: 'Getting started',
    q: 'Why am I asked for my company information?',
    a: 'Your company name and email appear on the projects you share and on quote requests. When the brand\u2019s site does not send them, fill them in once on Get Started; you can change them later in My Settings.',
  },
  {
    topic: 'Playbooks',
    q: 'What is a playbook?',
    a: 'A full catalogue for a customer, organised by sport, with a cover, an index and product pages in the team colours. Create one with Create Playbook and pick the FSG or UA template and the sports to include.',
  },
  {
    topic: 'Playbooks',
    q: 'How do I publish or archive a playbook?',
    a: 'Open it from My Playbooks. Publishing makes it visible to your customer; archiving hides it from the list and can be undone with Restore.',
  },
  {
    topic: 'Snapsheets',
    q: 'What is a snapsheet?',
    a: 'A shareable catalogue of products in your customer\u2019s team colours, three products a page, with prices when you choose to show them.',
  },
  {
    topic: 'Snapsheets',
    q: 'How do I export a PDF?',
    a: 'Open a snapsheet and use Export PDF. The PDF is rendered in Letter size; a download link appears when it is ready.',
  },
  {
    topic: 'Showrooms',
    q: 'What is a showroom?',
    a: 'A storefront for one school or team at /showrooms/<your code>/, in its colours, with its mascot and the catalogs you choose; every product is drawn with its name, logo and number. Set it up on My Showroom, with the look of texts and numbers (fill, outline, font) and the fonts visitors may try, and publish it when it is ready. Each dealer has one showroom.',
  },
  {
    topic: 'Quotes',
    q: 'How do my customers order?',
    a: 'They open the snapsheet link, customise a product, pick sizes and roster, and add it to the locker. From the locker they request a quote, which arrives in My Messages.',
  },
  {
    topic: 'Quotes',
    q: 'What can I do with a quote request?',
    a: 'In My Messages open the request to see the contact, the products, roster, sizes and totals. Mark it read, reply by email, close it, convert it to an order, or unlock the project so the customer can change it again.',
  },
  {
    topic: 'Order sync',
    q: 'How are orders sent to my order system?',
    a: 'An order made from a quote is pushed to your order system as a signed JSON webhook. Order Sync lists each order with its state (pending, synced or failed with the error) and the number of attempts; failed pushes are retried with back-off, and you can use Retry sync or export the orders as CSV.',
  },
  {
    topic: 'Reps',
    q: 'How do I manage my reps?',
    a: 'On the Reps page add, edit or remove your sales reps (name, email, phone). A customer without a rep is assigned to the house account. When you have no reps, the reps of the project are shown.',
  },
  {
    topic: 'API tokens',
    q: 'How do I connect my own tools with an API token?',
    a: 'In My Settings create a named API token; it is shown only once, so copy it then. Send it as \u2018Authorization: Bearer <token>\u2019 to the GraphQL API. Revoke a token there at any time; it stops working at once.',
  },
  {
    topic: 'Passcodes',
    q: 'What is the passcode for?',
    a: 'Your passcode lets you edit a project from any browser: open the project link with ?passcode=your-passcode and you are in dealer mode for that project; the passcode is then removed from the address. Change it in My Settings and never share it with customers.',
  },
  {
    topic: 'Passcodes',
    q: 'Why does my passcode say \u2018too many attempts\u2019?',
    a: 'After ten wrong passcodes within a minute from one address, further tries are refused for a minute to protect your account. Wait a minute and try again.',
  },
  {
    topic: 'Pricing',
    q: 'How are prices calculated?',
    a: 'Customer prices are the catalog msrp times your dealer margin (2 unless you set another one), or your custom price. Decorations are priced by location and quantity.',
  },
  {
    topic: 'Logos',
    q: 'Which logo files can I upload?',
    a: 'JPG, PNG and SVG images up to 5 MB. SVG files are cleaned of scripts and external references.',
  },
];

/** The entries matching every word of `search` in their question, answer or topic. */
function searchFaq(entries: readonly FaqEntry[], search: string): FaqEntry[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((e) => {
    const text = `${e.topic} ${e.q} ${e.a}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export function Component() {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const items = useMemo(() => searchFaq(FAQ, search), [search]);
  const searching = search.trim() !== '';
  const topics = [...new Set(items.map((i) => i.topic))];

  return (
    <>
      <PageHeader title="FAQ" description="Answers to common questions about the studio." />
      <div className="faq-toolbar">
        <div className="input-with-icon faq-toolbar__search">
          <IconSearch />
          <TextInput
            type="search"
            aria-label="Search questions"
            placeholder="Search questions"
            value={search}
            onChange={(e) => {
              // Typing opens the matches; the reader can still close any of them.
              const next = e.target.value;
              setSearch(next);
              setOpen(next.trim() ? searchFaq(FAQ, next).map((f) => f.q) : []);
            }}
          />
        </div>
        {!searching ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setOpen(open.length === FAQ.length ? [] : FAQ.map((f) => f.q))}
          >
            {open.length === FAQ.length ? 'Collapse all' : 'Expand all'}
          </Button>
        ) : (
          <p className="faq-toolbar__count" role="status">
            {items.length} {items.length === 1 ? 'answer' : 'answers'}
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState
          icon={<IconHelp size={22} />}
          title="No matching questions"
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                setOpen([]);
              }}
            >
              Clear search
            </Button>
          }
        >
          <p>Try other words, or browse all the questions.</p>
        </EmptyState>
      ) : (
        <Accordion.Root type="multiple" className="faq" value={open} onValueChange={setOpen}>
          {topics.map((topic) => (
            <section key={topic} className="faq__group" aria-label={topic}>
              <h2 className="section-title">{topic}</h2>
              {items
                .filter((i) => i.topic === topic)
                .map((item) => (
                  <Accordion.Item key={item.q} value={item.q} className="faq__item">
                    <Accordion.Header asChild>
                      <h3 style={{ fontSize: 'inherit' }}>
                        <Accordion.Trigger className="faq__trigger">
                          {item.q}
                          <IconChevronDown />
                        </Accordion.Trigger>
                      </h3>
                    </Accordion.Header>
                    <Accordion.Content className="faq__content">{item.a}</Accordion.Content>
                  </Accordion.Item>
                ))}
            </section>
          ))}
        </Accordion.Root>
      )}
    </>
  );
}
