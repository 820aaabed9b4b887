export { type BondOrderRow, OpenOrders, type OpenOrdersProps } from './open-orders';
export { openOrdersCss } from './styles';
