import type { Sandbox } from '@bondkit/sandbox';
import { getMarketProducts } from '@bondkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineBondDetail } from './bond-detail';
import { mount, shadow, WAIT } from './test/elements';
import { connect, startSandbox } from './test/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  defineBondDetail();
  sandbox = await startSandbox();
}, 30_000);
afterAll(async () => {
  // let the widget's last requests (documents, market status) finish before the database closes
  document.body.replaceChildren();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await sandbox.close();
});

vi.setConfig({ testTimeout: 20_000 });

describe('<bk-bond-detail>', () => {
  it('shows the bond of product-id and loads another when the attribute changes', async () => {
    const connection = await connect(sandbox, 'investor');
    const products = await getMarketProducts(connection.client, { signedIn: true });
    const [first, second] = products.filter(
      (p, i, all) => all.findIndex((q) => q.company.company_name === p.company.company_name) === i,
    ) as [(typeof products)[number], (typeof products)[number]];
    const element = mount('bk-bond-detail', {}, { client: connection.client });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot!.querySelector('.bk-detail')).toBeNull(); // nothing without product-id

    element.setAttribute('product-id', String(first.product_id));
    await shadow(element).findByRole('heading', { level: 1, name: first.company.company_name }, WAIT);
    element.setAttribute('product-id', String(second.product_id));
    await shadow(element).findByRole('heading', { level: 1, name: second.company.company_name }, WAIT);
    expect(element.shadowRoot!.querySelector('[part~="header"]')?.className).toBe('bk-detail__header');
  });
});
