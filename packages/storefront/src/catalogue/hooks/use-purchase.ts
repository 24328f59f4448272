import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '@mall/api-client/catalogue';
import { localUserQuery } from '@mall/api-client/account';
import { useToast } from '@mall/ui/toast-provider';
import { useApi } from '../../shared/api-context';
import { useMaxBuy } from '../api/goods';
import { useCatalogueLinks } from '../catalogue-links';
import { saveCheckoutSelection } from '../../shared/utils/cart-store';
import { addToStoredCart, buildCartLine, clampQuantity } from '../utils/cart-line';
import {
  initialSelection, missingAttr, NO_ATTRIBUTES_SKU_ID, selectedSku, selectionImage, skuPrice, toggleValue, variantLabel, type Sku,
} from '../utils/sku-selection';
import { useEnsureSignedIn } from './use-ensure-signed-in';

/**
 * The buying state of a product page: the chosen variant with its price, image and stock, the
 * quantity (buyMin up to the configured maximum and the stock), and "add to cart" / "buy now".
 */
export function usePurchase(goods: GoodsDetail) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const links = useCatalogueLinks();
  const ensureSignedIn = useEnsureSignedIn();
  const maxBuy = useMaxBuy();

  const attrs = goods.canSelectAttributes.goodAttrs;
  const skus = useMemo<Sku[]>(() => (goods.canSelectAttributes.skus.length > 0 ? goods.canSelectAttributes.skus : [{
    skuId: NO_ATTRIBUTES_SKU_ID, attrs: [], sellingPrice: goods.sellingPrice, discountPrice: goods.discountPrice, img: [], stock: goods.stock,
  }]), [goods]);
  const [selection, setSelection] = useState(() => initialSelection(attrs, skus));
  const sku = selectedSku(attrs, skus, selection);
  const buyMin = goods.buyMin > 0 ? goods.buyMin : 1;
  const stock = sku ? sku.stock : goods.stock;
  const max = Math.max(buyMin, stock > 0 ? Math.min(maxBuy, stock) : maxBuy);
  const [quantity, setQuantityRaw] = useState(buyMin);
  useEffect(() => { setQuantityRaw((q) => clampQuantity(q, buyMin, max)); }, [buyMin, max]);

  const outOfStock = stock <= 0;
  const price = sku ? skuPrice(sku) : goods.price;
  const sellingPrice = sku ? sku.sellingPrice : goods.sellingPrice;

  /** Puts the chosen variant into the buyer's cart; answers its identifier, or null when it did not. */
  const putInCart = async (): Promise<string | null> => {
    if (!ensureSignedIn()) return null;
    const missing = missingAttr(attrs, selection);
    if (missing) { toast.show(t('catalogue:product.chooseAttr', { name: missing.attrName }), 'warning'); return null; }
    if (!sku) { toast.show(t('catalogue:product.unavailable'), 'warning'); return null; }
    if (outOfStock) { toast.show(t('catalogue:product.outOfStock'), 'warning'); return null; }
    const user = await queryClient.fetchQuery(localUserQuery(api)).catch(() => undefined);
    if (!user) return null;
    return addToStoredCart(user.usercode, buildCartLine(goods, sku, variantLabel(attrs, selection), quantity), maxBuy).identifier;
  };

  return {
    attrs,
    skus,
    selection,
    toggle: (attrId: string, valueId: string) => setSelection((s) => toggleValue(s, attrId, valueId)),
    sku,
    price,
    sellingPrice,
    image: selectionImage(attrs, sku, selection),
    stock,
    outOfStock,
    quantity,
    setQuantity: (q: number) => setQuantityRaw(clampQuantity(q, buyMin, max)),
    buyMin,
    max,
    addToCart: async () => {
      if (await putInCart()) toast.show(t('catalogue:product.added'), 'success');
    },
    /** Checks out this line alone. */
    buyNow: async () => {
      const identifier = await putInCart();
      if (!identifier) return;
      saveCheckoutSelection([identifier]);
      void navigate(links.settlement);
    },
  };
}

export type Purchase = ReturnType<typeof usePurchase>;
