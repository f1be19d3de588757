import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Flex, Grid, Heading, Spinner, Table, Text } from '@radix-ui/themes'
import { IconCircleX, IconPackageExport, IconTruckDelivery } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { UserAvatar } from '@/components/avatar'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { apiErrorMessage, ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Timeline } from '@/components/timeline'
import { notify } from '@/components/toast'
import type { ShopAddress } from '@/domain/shop/model'
import { activityInstant, type AddressKind, type OrderDetail } from '@/domain/shop/orders'
import { hrefOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { orderQuery, useMoveOrder } from './api'
import { AddressDialog } from './AddressDialog'
import { OrderStatusChip, PaymentChip } from './statusChips'
import { useCents } from './useCents'
import { ACTIVITY_LABELS, MOVE_LABELS } from './labels'
import './orders.css'

/** /apps/ecommerce/order/details/:id (the order's number): what was bought, where it goes, what happened. */
export default function OrderDetailsScreen({ params }: ScreenProps) {
  const number = params.id ?? ''
  const order = useQuery(orderQuery(number))
  return (
    <Flex direction="column" gap="4">
      {order.error ? (
        <>
          <Heading as="h1" size="6">
            <Trans>Order #{number}</Trans>
          </Heading>
          <ErrorState error={order.error} onRetry={() => void order.refetch()} />
        </>
      ) : !order.data ? (
        <>
          <Heading as="h1" size="6">
            <Trans>Order #{number}</Trans>
          </Heading>
          <Flex align="center" gap="2">
            <Spinner />
            <Text>
              <Trans>Loading…</Trans>
            </Text>
          </Flex>
        </>
      ) : (
        <Details detail={order.data} />
      )}
    </Flex>
  )
}

function Details({ detail }: { detail: OrderDetail }) {
  const format = useFormat()
  const { order } = detail
  return (
    <>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h1" size="6">
              <Trans>Order #{order.number}</Trans>
            </Heading>
            <PaymentChip payment={order.payment} />
            <OrderStatusChip status={order.status} />
          </Flex>
          <Text color="gray" size="2">
            <Trans>Placed on {format.date(order.day, { dateStyle: 'long' })}</Trans>
          </Text>
        </Flex>
        <StatusActions detail={detail} />
      </Flex>
      <Grid columns={{ initial: '1', md: '2fr 1fr' }} gap="4" align="start">
        <Flex direction="column" gap="4">
          <Items detail={detail} />
          <Card size="2">
            <Heading as="h2" size="3" mb="3">
              <Trans>Shipping activity</Trans>
            </Heading>
            <Activity detail={detail} />
          </Card>
        </Flex>
        <Flex direction="column" gap="4">
          <CustomerCard detail={detail} />
          <AddressCard detail={detail} kind="shipping" address={detail.shippingAddress} />
          <AddressCard detail={detail} kind="billing" address={detail.billingAddress} />
        </Flex>
      </Grid>
    </>
  )
}

function Items({ detail }: { detail: OrderDetail }) {
  const { t } = useLingui()
  const cents = useCents()
  const { totals } = detail
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        <Trans>Items</Trans>
      </Heading>
      <Table.Root size="2">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Product</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">
              <Trans>Price</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">
              <Trans>Quantity</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">
              <Trans>Total</Trans>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {detail.lines.map((line) => (
            <Table.Row key={line.productId}>
              <Table.RowHeaderCell>
                <Flex gap="2" align="center" wrap="wrap">
                  <bdi>{line.name || t`A product no longer in the catalogue`}</bdi>
                  {line.removed && line.name && (
                    <Badge color="gray">
                      <Trans>No longer sold</Trans>
                    </Badge>
                  )}
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell justify="end">{cents(line.price)}</Table.Cell>
              <Table.Cell justify="end">{line.quantity}</Table.Cell>
              <Table.Cell justify="end">{cents(line.lineTotal)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <dl className="order-totals">
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{cents(totals.subtotal)}</dd>
        <dt>
          <Trans>Shipping</Trans>
        </dt>
        <dd>{totals.shipping === 0 ? t`Free` : cents(totals.shipping)}</dd>
        {totals.tax > 0 && (
          <>
            <dt>
              <Trans>Tax</Trans>
            </dt>
            <dd>{cents(totals.tax)}</dd>
          </>
        )}
        <dt className="order-totals__total">
          <Trans>Total</Trans>
        </dt>
        <dd className="order-totals__total">{cents(totals.total)}</dd>
      </dl>
    </Card>
  )
}

function Activity({ detail }: { detail: OrderDetail }) {
  const { i18n } = useLingui()
  return (
    <Timeline
      time="absolute"
      items={detail.activity.map((event) => ({
        id: event.step,
        title: i18n._(ACTIVITY_LABELS[event.step].title),
        description: i18n._(ACTIVITY_LABELS[event.step].description),
        at: activityInstant(event),
        tone: event.step === 'cancelled' ? 'neutral' : event.step === 'delivered' ? 'success' : 'accent',
      }))}
    />
  )
}

function CustomerCard({ detail }: { detail: OrderDetail }) {
  const { t } = useLingui()
  const { customer } = detail
  const count = customer.orders
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        <Trans>Customer</Trans>
      </Heading>
      <Flex gap="3" align="center">
        <UserAvatar name={customer.name} />
        <Flex direction="column">
          {customer.id ? (
            <Link href={hrefOf('ecommerce-customer-details', { id: customer.id })}>
              <bdi>{customer.name}</bdi>
            </Link>
          ) : (
            <bdi>{customer.name}</bdi>
          )}
          <Text size="2" color="gray">
            <bdi>{customer.email}</bdi>
          </Text>
        </Flex>
      </Flex>
      <Text as="p" size="2" mt="3">
        {t`${plural(count, { one: '# order placed', other: '# orders placed' })}`}
      </Text>
    </Card>
  )
}

function AddressCard({ detail, kind, address }: { detail: OrderDetail; kind: AddressKind; address: ShopAddress }) {
  const region = new Intl.DisplayNames([useFormat().locale], { type: 'region' })
  return (
    <Card size="2">
      <Flex justify="between" align="center" mb="2">
        <Heading as="h2" size="3">
          {kind === 'shipping' ? <Trans>Shipping address</Trans> : <Trans>Billing address</Trans>}
        </Heading>
        <AddressDialog number={detail.order.number} kind={kind} address={address} />
      </Flex>
      <Text as="div" size="2">
        <address className="order-address" data-testid={`${kind}-address`}>
          <bdi>{address.name}</bdi>
          <bdi>{address.line1}</bdi>
          {address.line2 && <bdi>{address.line2}</bdi>}
          <bdi>
            {address.postcode} {address.city}
          </bdi>
          <span>{region.of(address.country) ?? address.country}</span>
        </address>
      </Text>
    </Card>
  )
}

/** The moves the order's status allows: ship, deliver, cancel (asked first). */
function StatusActions({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useLingui()
  const move = useMoveOrder(detail.order.number)
  const [cancelling, setCancelling] = useState(false)
  const run = (status: 'shipped' | 'delivered' | 'cancelled') =>
    move.mutate(status, {
      onSuccess: () =>
        notify.success(
          status === 'shipped'
            ? t`Order #${detail.order.number} marked as shipped`
            : status === 'delivered'
              ? t`Order #${detail.order.number} marked as delivered`
              : t`Order #${detail.order.number} cancelled`,
        ),
      onError: (error) => notify.error(i18n._(apiErrorMessage(error))),
    })
  if (detail.next.length === 0) return null
  return (
    <Flex gap="2" wrap="wrap">
      {detail.next.includes('shipped') && (
        <Button loading={move.isPending} onClick={() => run('shipped')}>
          <IconPackageExport size={16} aria-hidden />
          {i18n._(MOVE_LABELS.shipped)}
        </Button>
      )}
      {detail.next.includes('delivered') && (
        <Button loading={move.isPending} onClick={() => run('delivered')}>
          <IconTruckDelivery size={16} aria-hidden />
          {i18n._(MOVE_LABELS.delivered)}
        </Button>
      )}
      {detail.next.includes('cancelled') && (
        <Button variant="soft" color="red" disabled={move.isPending} onClick={() => setCancelling(true)}>
          <IconCircleX size={16} aria-hidden />
          {i18n._(MOVE_LABELS.cancelled)}
        </Button>
      )}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t`Cancel order #${detail.order.number}?`}
        description={
          detail.order.payment === 'paid'
            ? t`The customer is refunded and the order will not be shipped. This cannot be undone.`
            : t`The order will not be shipped. This cannot be undone.`
        }
        cancelLabel={t`Keep the order`}
        confirmLabel={t`Cancel order`}
        onConfirm={() => {
          setCancelling(false)
          run('cancelled')
        }}
      />
    </Flex>
  )
}
