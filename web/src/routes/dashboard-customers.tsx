/**
 * Customers (D5): search, active/archived filter, cursor paging, create/edit dialog and the
 * archive/unarchive toggle ('Customer Archived' / 'Customer Unarchived').
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../gql';
import type { CustomerRow_CustomerFragment, CustomerStatus } from '../gql/graphql';
import { errorMessage } from '../lib/errors';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { CustomerDialog } from '../modules/customers/CustomerDialog';
import { CustomerRow } from '../modules/customers/CustomerRow';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { TextInput } from '../ui/Field';
import { IconPlus, IconSearch, IconUsers } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import { useCursorPages } from '../lib/use-cursor-pages';
import { ListPager } from '../ui/ListPager';
import { TableScroll } from '../ui/TableScroll';
import { Segmented } from '../ui/Segmented';

const PAGE_SIZE = 20;

export const CustomersDocument = graphql(`
  query Customers($status: CustomerStatus, $search: String, $first: Int, $after: String) {
    customers(status: $status, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...CustomerRow_customer
      }
    }
  }
`);

const SetCustomerStatusDocument = graphql(`
  mutation SetCustomerStatus($id: ID!, $status: CustomerStatus!) {
    setCustomerStatus(id: $id, status: $status) {
      ...CustomerRow_customer
    }
  }
`);

export function Component() {
  const [status, setStatus] = useState<CustomerStatus>('ACTIVE');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const pages = useCursorPages();
  const [dialog, setDialog] = useState<{ open: boolean; customer: CustomerRow_CustomerFragment | null }>({
    open: false,
    customer: null,
  });
  const [busyId, setBusyId] = useState<string | null>(null);

  const { after } = pages;
  const { data, previousData, loading, error, refetch } = useQuery(CustomersDocument, {
    variables: { status, search: debouncedSearch || null, first: PAGE_SIZE, after },
    fetchPolicy: 'cache-and-network',
  });
  const [setCustomerStatus] = useMutation(SetCustomerStatusDocument);

  const shown = data ?? previousData;
  const connection = shown?.customers;

  const resetPaging = pages.reset;

  const toggleArchived = async (customer: CustomerRow_CustomerFragment) => {
    const next: CustomerStatus = customer.status === 'ARCHIVED' ? 'ACTIVE' : 'ARCHIVED';
    setBusyId(customer.id);
    try {
      await setCustomerStatus({ variables: { id: customer.id, status: next } });
      toast.success(next === 'ARCHIVED' ? 'Customer Archived' : 'Customer Unarchived');
      await refetch();
    } catch (e) {
      toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Customers"
        description="Schools, teams, events and organizations you build projects for."
        actions={
          <Button
            variant="primary"
            icon={<IconPlus size={16} />}
            onClick={() => setDialog({ open: true, customer: null })}
          >
            New customer
          </Button>
        }
      />
      <Card padded={false}>
        <div className="toolbar">
          <div className="input-with-icon toolbar__search">
            <IconSearch />
            <TextInput
              type="search"
              placeholder="Search customers"
              aria-label="Search customers"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                resetPaging();
              }}
            />
          </div>
          <Segmented
            label="Customer status"
            options={
              [
                { value: 'ACTIVE', label: 'Active' },
                { value: 'ARCHIVED', label: 'Archived' },
              ] as const
            }
            value={status}
            onChange={(value) => {
              setStatus(value);
              resetPaging();
            }}
          />
          {loading && shown ? (
            <span className="muted" style={{ fontSize: 13 }}>
              Updating…
            </span>
          ) : null}
        </div>
        {error && !shown ? (
          <ErrorState title="Could not load customers" onRetry={() => void refetch()} />
        ) : !connection ? (
          <ListSkeleton />
        ) : connection.nodes.length === 0 ? (
          <EmptyState
            icon={<IconUsers size={22} />}
            title={
              debouncedSearch
                ? 'No customers match your search'
                : status === 'ARCHIVED'
                  ? 'No archived customers'
                  : 'No customers yet'
            }
            action={
              !debouncedSearch && status === 'ACTIVE' ? (
                <Button
                  variant="primary"
                  icon={<IconPlus size={16} />}
                  onClick={() => setDialog({ open: true, customer: null })}
                >
                  New customer
                </Button>
              ) : undefined
            }
          >
            {!debouncedSearch && status === 'ACTIVE'
              ? 'Add the schools and teams you sell to with their colours.'
              : null}
          </EmptyState>
        ) : (
          <TableScroll label="Customers">
            <table className="table table--cards">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Rep</th>
                  <th scope="col">Colours</th>
                  <th scope="col">Created</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {connection.nodes.map((customer) => (
                  <CustomerRow
                    key={customer.id}
                    customer={customer}
                    busy={busyId === customer.id}
                    onEdit={() => setDialog({ open: true, customer })}
                    onToggleArchived={() => void toggleArchived(customer)}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <ListPager connection={connection} pages={pages} pageSize={PAGE_SIZE} />
      </Card>
      <CustomerDialog
        open={dialog.open}
        customer={dialog.customer}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSaved={() => void refetch()}
      />
    </>
  );
}

function ListSkeleton() {
  return (
    <div style={{ padding: 16, display: 'grid', gap: 14 }} aria-busy="true" aria-label="Loading customers">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} style={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr 1fr', gap: 16 }}>
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} />
        </div>
      ))}
    </div>
  );
}
