/**
 * An order's details the dealer records: where it ships, when it is needed, whether it
 * and its deposit are paid, and its production status (which only moves forward; the gateway
 * refuses a move back). The order webhook's payload carries them.
 */
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { OrderDetails_OrderFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field, TextArea, TextField } from '../../ui/Field';
import { SelectField } from '../../ui/Select';

export const OrderDetailsFragment = graphql(`
  fragment OrderDetails_order on Order {
    id
    shipTo
    neededBy
    paymentStatus
    depositStatus
    productionStatus
  }
`);

const UpdateOrderDocument = graphql(`
  mutation UpdateOrder($id: ID!, $input: OrderDetailsInput!) {
    updateOrder(id: $id, input: $input) {
      ...OrderDetails_order
    }
  }
`);

type Values = Omit<OrderDetails_OrderFragment, 'id' | 'shipTo' | 'neededBy'> & { shipTo: string; neededBy: string };

const PAYMENT = [
  { value: 'UNPAID', label: 'Unpaid' },
  { value: 'PAID', label: 'Paid' },
];
const DEPOSIT = [
  { value: 'NONE', label: 'No deposit' },
  { value: 'DUE', label: 'Deposit due' },
  { value: 'PAID', label: 'Deposit paid' },
];
const PRODUCTION = [
  { value: 'NEW', label: 'New' },
  { value: 'IN_PRODUCTION', label: 'In production' },
  { value: 'SHIPPED', label: 'Shipped' },
  { value: 'DELIVERED', label: 'Delivered' },
];

export function OrderDetails({ order }: { order: OrderDetails_OrderFragment }) {
  const [update, updating] = useMutation(UpdateOrderDocument);
  const form = useForm<Values>({
    values: {
      shipTo: order.shipTo ?? '',
      neededBy: order.neededBy ?? '',
      paymentStatus: order.paymentStatus,
      depositStatus: order.depositStatus,
      productionStatus: order.productionStatus,
    },
  });
  const errors = form.formState.errors;
  const steps = PRODUCTION.map((p, i) => ({
    ...p,
    disabled: i < PRODUCTION.findIndex((s) => s.value === order.productionStatus),
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update({ variables: { id: order.id, input: values } });
      toast.success('Order saved');
    } catch (error) {
      const fields = fieldErrors(error);
      let shown = false;
      for (const f of ['shipTo', 'neededBy', 'productionStatus'] as const)
        if (fields[f]) {
          form.setError(f, { type: 'server', message: fields[f] });
          shown = true;
        }
      if (!shown) toast.error(errorMessage(error, 'The order could not be saved'));
    }
  });

  const select = (
    name: 'paymentStatus' | 'depositStatus' | 'productionStatus',
    label: string,
    options: typeof PAYMENT,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          value={field.value}
          onValueChange={field.onChange}
          options={options}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <Card>
      <h2 className="card__title">Shipping, payment and production</h2>
      <form className="quote-terms" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Order details">
        <Field label="Ship to" error={errors.shipTo?.message}>
          {({ id, describedBy, invalid }) => (
            <TextArea
              id={id}
              rows={3}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register('shipTo')}
            />
          )}
        </Field>
        <fieldset>
          <legend>Status</legend>
          <TextField label="Needed by" type="date" error={errors.neededBy?.message} {...form.register('neededBy')} />
          {select('paymentStatus', 'Payment', PAYMENT)}
          {select('depositStatus', 'Deposit', DEPOSIT)}
          {select('productionStatus', 'Production', steps)}
        </fieldset>
        <div className="quote-terms__actions">
          <Button type="submit" variant="primary" loading={updating.loading}>
            Save order
          </Button>
        </div>
      </form>
    </Card>
  );
}
