import type { IndustryKey } from '../market';

/** A fictional issuer of the seed. Any resemblance to a real company is unintended. */
export interface CompanySpec {
  name: string;
  industry: IndustryKey;
  country: string;
  /** currency most of its bonds are issued in */
  home: 'GBP' | 'EUR';
  /** ISIN country prefix */
  isinCountry: string;
  nonPerforming?: boolean;
}

export const CORPORATE_COMPANIES: readonly CompanySpec[] = [
  {
    name: 'Kestrelmoor Energy plc',
    industry: 'energy_utilities_and_infrastructure',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Harbourlight Bank plc',
    industry: 'banks_and_financials',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Bramblegate Foods plc',
    industry: 'consumer_and_food',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Ashcombe Retail Group plc',
    industry: 'retail',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Fenwick Vale Homes plc',
    industry: 'property',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Silverlark Studios plc',
    industry: 'entertainment_media_broadcasting',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Pennant Water Services plc',
    industry: 'energy_utilities_and_infrastructure',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
  },
  {
    name: 'Calderbrook Building Society',
    industry: 'banks_and_financials',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
  },
  {
    name: 'Thistledown Brewing Company plc',
    industry: 'consumer_and_food',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Quayhaven Logistics plc',
    industry: 'transport_and_logistics',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
  },
  {
    name: 'Greystoke Telecom plc',
    industry: 'technology_and_telecoms',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
  },
  {
    name: 'Marlowmere Care Homes plc',
    industry: 'healthcare',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Solway Wind Partners plc',
    industry: 'energy_utilities_and_infrastructure',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
  },
  {
    name: 'Larchfield Estates plc',
    industry: 'property',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Oakenshaw Outfitters plc',
    industry: 'retail',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Redwick Broadcasting plc',
    industry: 'entertainment_media_broadcasting',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
  },
  {
    name: 'Wrenfield Capital plc',
    industry: 'banks_and_financials',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
  },
  {
    name: 'Yarrowby Dairies plc',
    industry: 'consumer_and_food',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Tidewell Ports plc',
    industry: 'transport_and_logistics',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
  },
  {
    name: 'Umberleigh Leisure plc',
    industry: 'entertainment_media_broadcasting',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Juniper Row Property plc',
    industry: 'property',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
  },
  {
    name: 'Halcyon Street Stores plc',
    industry: 'retail',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
  },
  {
    name: 'Nordlicht Energie AG',
    industry: 'energy_utilities_and_infrastructure',
    country: 'Germany',
    home: 'EUR',
    isinCountry: 'DE',
  },
  {
    name: 'Banca Aurelia S.p.A.',
    industry: 'banks_and_financials',
    country: 'Italy',
    home: 'EUR',
    isinCountry: 'IT',
  },
  {
    name: 'Maison Célestine SA',
    industry: 'consumer_and_food',
    country: 'France',
    home: 'EUR',
    isinCountry: 'FR',
  },
  {
    name: 'Vastgoed Lindenhof NV',
    industry: 'property',
    country: 'Netherlands',
    home: 'EUR',
    isinCountry: 'NL',
  },
  {
    name: 'Estrela Média SGPS SA',
    industry: 'entertainment_media_broadcasting',
    country: 'Portugal',
    home: 'EUR',
    isinCountry: 'PT',
  },
  {
    name: 'Kaufhaus Sonnenberg GmbH',
    industry: 'retail',
    country: 'Germany',
    home: 'EUR',
    isinCountry: 'DE',
  },
  {
    name: 'Havenlijn Vervoer BV',
    industry: 'transport_and_logistics',
    country: 'Netherlands',
    home: 'EUR',
    isinCountry: 'XS',
  },
  {
    name: 'Valdoria Telecom SA',
    industry: 'technology_and_telecoms',
    country: 'Spain',
    home: 'EUR',
    isinCountry: 'ES',
  },
  { name: 'Lumen Santé SA', industry: 'healthcare', country: 'France', home: 'EUR', isinCountry: 'FR' },
  {
    name: 'Crédit Mistral SA',
    industry: 'banks_and_financials',
    country: 'France',
    home: 'EUR',
    isinCountry: 'FR',
  },
  {
    name: 'Azulejo Renováveis SA',
    industry: 'energy_utilities_and_infrastructure',
    country: 'Portugal',
    home: 'EUR',
    isinCountry: 'PT',
  },
  {
    name: 'Bäckerei Kornfeld AG',
    industry: 'consumer_and_food',
    country: 'Germany',
    home: 'EUR',
    isinCountry: 'DE',
  },
  {
    name: 'Immobiliare Torre Alta S.p.A.',
    industry: 'property',
    country: 'Italy',
    home: 'EUR',
    isinCountry: 'IT',
  },
  {
    name: 'Alpenglanz Resorts AG',
    industry: 'entertainment_media_broadcasting',
    country: 'Austria',
    home: 'EUR',
    isinCountry: 'AT',
  },
  { name: 'Supermercados Olivar SA', industry: 'retail', country: 'Spain', home: 'EUR', isinCountry: 'ES' },
  {
    name: 'Baltic Ferrylink AB',
    industry: 'transport_and_logistics',
    country: 'Sweden',
    home: 'EUR',
    isinCountry: 'XS',
  },
  {
    name: 'Nordhav Finans ASA',
    industry: 'banks_and_financials',
    country: 'Norway',
    home: 'EUR',
    isinCountry: 'XS',
  },
  { name: 'Clínicas Serrano SA', industry: 'healthcare', country: 'Spain', home: 'EUR', isinCountry: 'ES' },
  {
    name: 'Copperfield Cinemas plc',
    industry: 'entertainment_media_broadcasting',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'GB',
    nonPerforming: true,
  },
  {
    name: 'Brightmoor Construction plc',
    industry: 'property',
    country: 'United Kingdom',
    home: 'GBP',
    isinCountry: 'XS',
    nonPerforming: true,
  },
  {
    name: 'Halden Motehus AS',
    industry: 'retail',
    country: 'Norway',
    home: 'EUR',
    isinCountry: 'XS',
    nonPerforming: true,
  },
];

/** Sukuk issuers (special-purpose companies) and the company whose assets back them. */
export interface SukukIssuerSpec {
  name: string;
  underlying: string;
  industry: IndustryKey;
  country: string;
}

export const SUKUK_ISSUERS: readonly SukukIssuerSpec[] = [
  {
    name: 'Crescent Harbour Sukuk Ltd',
    underlying: 'Al Marsa Ports Holding',
    industry: 'transport_and_logistics',
    country: 'United Arab Emirates',
  },
  {
    name: 'Oasis Palm Sukuk Company',
    underlying: 'Wahat Real Estate Development',
    industry: 'property',
    country: 'United Arab Emirates',
  },
  {
    name: 'Sahara Light Sukuk Ltd',
    underlying: 'Noor Al Sahra Solar Energy',
    industry: 'energy_utilities_and_infrastructure',
    country: 'United Arab Emirates',
  },
  {
    name: 'Golden Dune Sukuk Ltd',
    underlying: 'Dana Islamic Finance House',
    industry: 'banks_and_financials',
    country: 'Cayman Islands',
  },
  {
    name: 'Falcon Crest Sukuk Company',
    underlying: 'Saqr Aviation Group',
    industry: 'transport_and_logistics',
    country: 'United Arab Emirates',
  },
  {
    name: 'Pearl Coast Sukuk Ltd',
    underlying: 'Lulu Coast Hospitality',
    industry: 'entertainment_media_broadcasting',
    country: 'Cayman Islands',
  },
  {
    name: 'Amanah Telecom Sukuk Ltd',
    underlying: 'Amanah Telecom Group',
    industry: 'technology_and_telecoms',
    country: 'United Arab Emirates',
  },
  {
    name: 'Marwa Healthcare Sukuk Ltd',
    underlying: 'Marwa Medical Centres',
    industry: 'healthcare',
    country: 'United Arab Emirates',
  },
];
