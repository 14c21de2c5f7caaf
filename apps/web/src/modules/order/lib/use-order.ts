import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { detailProductsOf, type TOrderProduct } from '../products.ts';
import type { TOrderDetail } from '../types.ts';
import { orderDetailKey } from './keys.ts';

/** An order and the product whose detail call found it. */
export type TFoundOrder = { product: TOrderProduct; order: TOrderDetail };

/**
 * Loads an order for a detail screen from the products that may hold it (products.ts detailProductsOf: the named
 * service's, the one its number's letter names, else each in turn). `products` is null when the address names a
 * service no product is registered under. The key is the product's order key when one product is asked, so the
 * product's own screens refresh it (trains: trainOrderKey).
 */
export const useOrderDetail = (service: string | null | undefined, uniqueId: string) => {
  const { i18n } = useTranslation();
  const products = detailProductsOf(service, uniqueId);
  const only = products?.length === 1 ? products[0] : undefined;
  const query = useQuery({
    queryKey: [...(only ? orderDetailKey(only.service, uniqueId) : ['order', 'find', uniqueId]), i18n.language],
    queryFn: async (): Promise<TFoundOrder> => {
      let failure: unknown = null;
      for (const product of products ?? []) {
        try {
          return { product, order: await product.orders.detail(uniqueId) };
        } catch (e) {
          failure = e;
        }
      }
      throw failure;
    },
    enabled: uniqueId !== '' && (products?.length ?? 0) > 0,
    retry: false,
  });
  return { products, query };
};
