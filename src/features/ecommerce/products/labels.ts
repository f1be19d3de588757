import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatusTone } from '@/components/status-badge'
import type { DeliveryArea, ProductIdType, ProductStatus, ShippingMode, StockState } from '@/domain/shop/catalog'

export const STATUS_LABELS: Record<ProductStatus, MessageDescriptor> = {
  published: msg`Published`,
  scheduled: msg`Scheduled`,
  inactive: msg`Inactive`,
}

export const STATUS_TONES: Record<ProductStatus, StatusTone> = {
  published: 'success',
  scheduled: 'warning',
  inactive: 'neutral',
}

export const STOCK_LABELS: Record<StockState, MessageDescriptor> = {
  'in-stock': msg`In stock`,
  'out-of-stock': msg`Out of stock`,
}

export const SHIPPING_LABELS: Record<ShippingMode, MessageDescriptor> = {
  shop: msg`Our own vans`,
  vendor: msg`Shipped by the vendor`,
}

export const DELIVERY_LABELS: Record<DeliveryArea, MessageDescriptor> = {
  worldwide: msg`Worldwide`,
  europe: msg`Europe only`,
  local: msg`Local delivery only`,
}

export const ID_TYPE_LABELS: Record<ProductIdType, MessageDescriptor> = {
  ean: msg`EAN`,
  upc: msg`UPC`,
  isbn: msg`ISBN`,
}

/** The backend's refusal codes this app adds to the kit's common ones. */
export const SERVER_MESSAGES = {
  taken: msg`Another product or category already uses this.`,
  'above-price': msg`The discounted price must be below the base price.`,
  cents: msg`Enter an amount in whole cents.`,
  loop: msg`A category cannot sit under itself or one of its sub-categories.`,
}

export const REFUSALS = {
  'catalog/no-product': msg`This product was deleted meanwhile.`,
  'catalog/no-category': msg`This category was deleted meanwhile.`,
}
