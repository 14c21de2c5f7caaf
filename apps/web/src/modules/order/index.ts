// The order module's parts the products use (issue 16 section 1): the registry a product plugs into (products.ts),
// the screens' addresses and query keys, and the cards and tags every order shows, which a product's own screens (its
// booker's detail, its refund and change screens) draw too.
export { registerOrderProduct, orderProducts, type TOrderCall, type TOrderProduct } from './products.ts';
export type { TAmendDetail, TAmendRow, TOrderDetail, TOrderRow } from './types.ts';
export { orderAmendsKey, orderDetailKey } from './lib/keys.ts';
export { deskOrderDetailLink, orderDetailLink, orderListLink } from './lib/links.ts';
export { OrderStatusTag } from './components/OrderStatusTag.tsx';
export { AmendStatusTag, AmendView } from './components/AmendView.tsx';
export { OrderContactCard, OrderHistoryCard, orderTestId, type TOrderSide } from './components/OrderCards.tsx';
