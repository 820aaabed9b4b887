// Spec: 002 §2.2, §3.7, §7
/**
 * The product detail calls: a product with its tabs, and its company's documents. Apart
 * from `api.ts` so that a bundle of the market list carries neither them nor the bond detail's texts.
 *
 * @module
 */
import { type BondkitClient, pathSegment } from '../http/index';
import { marketSharedEn } from '../messages/en/market-shared';
import { SUKUK_PARTNER_ID } from './partner';
import type { MarketVariant } from './rules/types';
import {
  type CompanyDocument,
  companyDocumentListSchema,
  companyDocumentsEmailedSchema,
  type ProductDetail,
  productDetailSchema,
} from './schema';

// Spec: 002 §7
/** `expand` of product detail. */
export const PRODUCT_DETAIL_EXPAND = 'user_invested,adib_details,company__important_updates';

// Spec: 002 §7
/**
 * GET products/{productId}/?expand=user_invested,adib_details,company__important_updates; for a
 * signed-in user also `annotations` and `for_user=me`, so the detail says whether the bond is on their
 * watchlist. Both variants ask for the same expansion (`adib_details` is null for non-sukuk products), so the
 * detail always parses with one schema. The sukuk variant asks within the partner's market (`partner=adib`,
 * as the list does): a product outside it is not found there.
 *
 * @param client - the bondkit client
 * @param productId - the product id
 * @param options - `signedIn`: whether a user is signed in (adds `annotations` and `for_user=me`);
 *   `variant`: 'standard' | 'sukuk'
 */
export function getProductDetail(
  client: BondkitClient,
  productId: number,
  options: { signedIn?: boolean; variant?: MarketVariant; signal?: AbortSignal } = {},
): Promise<ProductDetail> {
  const signedIn = options.signedIn ?? false;
  return client.get(`products/${pathSegment(productId)}/`, productDetailSchema, {
    searchParams: {
      expand: signedIn ? `annotations,${PRODUCT_DETAIL_EXPAND}` : PRODUCT_DETAIL_EXPAND,
      for_user: signedIn ? 'me' : undefined,
      partner: options.variant === 'sukuk' ? SUKUK_PARTNER_ID : undefined,
    },
    fallbackMessage: marketSharedEn['detail.loadFailed'],
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * GET companies/{companyReference}/documents/ — company documents (Key Facts Statement, prospectus, …).
 * Each `link` downloads through `client.fetchRaw(link)`.
 */
export function getCompanyDocuments(
  client: BondkitClient,
  companyReference: string,
): Promise<CompanyDocument[]> {
  return client.get(`companies/${pathSegment(companyReference)}/documents/`, companyDocumentListSchema, {
    fallbackMessage: marketSharedEn['detail.documents.loadFailed'],
  });
}

// Spec: 002 §7 (companies/{ref}/documents/: document download and email-PDF links), §2.2; 000 §8
/**
 * POST companies/{companyReference}/documents/email/ — e-mails the company's documents (Key Facts Statement,
 * company and agreement documents) as PDF attachments to the signed-in customer's own address. Answers how
 * many documents went.
 */
export function emailCompanyDocuments(
  client: BondkitClient,
  companyReference: string,
): Promise<{ detail: string; documents: number }> {
  return client.post(
    `companies/${pathSegment(companyReference)}/documents/email/`,
    companyDocumentsEmailedSchema,
  );
}
