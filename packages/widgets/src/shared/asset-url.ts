import { apiAssetUrl } from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';

/**
 * The widgets' one way to show an address the API sent (a company's logo, any asset): resolved against the
 * provider's client's API base by sdk-core's `apiAssetUrl`, so a widget on a partner's page (another origin
 * than the API) loads `/api/companies/x/logo.svg` from the API, not from the page's own origin. Without a
 * client the address is used as it is.
 *
 * @example
 * const assetUrl = useAssetUrl();
 * <img src={assetUrl(product.company.logo)} alt="" />
 */
export function useAssetUrl(): (address: string) => string {
  const { client } = useBondkit();
  return (address) => (client ? apiAssetUrl(client.baseUrl, address) : address);
}
