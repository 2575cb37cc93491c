/** FAQ (D2): searchable, collapsible questions about the tool. */
import { Accordion } from 'radix-ui';
import { useState } from 'react';
import { EmptyState } from '../ui/EmptyState';
import { TextInput } from '../ui/Field';
import { IconChevronDown, IconSearch } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';

const FAQ: readonly { q: string; a: string }[] = [
  {
    q: 'What is a snapsheet?',
    a: 'A shareable catalogue of products in your customer\u2019s team colours, three products a page, with prices when you choose to show them.',
  },
  {
    q: 'How do my customers order?',
    a: 'They open the snapsheet link, customise a product, pick sizes and roster, and add it to the locker. The locker works as a quote basket.',
  },
  {
    q: 'How are prices calculated?',
    a: 'Customer prices are the catalog msrp times your dealer margin (2 unless you set another one), or your custom price. Decorations are priced by location and quantity.',
  },
  {
    q: 'Which logo files can I upload?',
    a: 'JPG, PNG and SVG images up to 5 MB. SVG files are cleaned of scripts and external references.',
  },
  {
    q: 'How do I export a PDF?',
    a: 'Open a snapsheet and use Export PDF. The PDF is rendered in Letter size; a download link appears when it is ready.',
  },
];

export function Component() {
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const items = FAQ.filter((f) => !q || f.q.toLowerCase().includes(q) || f.a.toLowerCase().includes(q));
  return (
    <>
      <PageHeader title="FAQ" description="Answers to common questions about the studio." />
      <div className="input-with-icon" style={{ maxWidth: 360, marginBottom: 16 }}>
        <IconSearch />
        <TextInput
          type="search"
          aria-label="Search questions"
          placeholder="Search questions"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {items.length === 0 ? (
        <EmptyState title="No matching questions" />
      ) : (
        <Accordion.Root type="multiple" className="faq">
          {items.map((item) => (
            <Accordion.Item key={item.q} value={item.q} className="faq__item">
              <Accordion.Header asChild>
                <h2 style={{ fontSize: 'inherit' }}>
                  <Accordion.Trigger className="faq__trigger">
                    {item.q}
                    <IconChevronDown />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="faq__content">{item.a}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </>
  );
}
