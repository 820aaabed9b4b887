/**
 * Compile-time checks of the attribute types in the JSX typings (`tsc -b` fails when they break; the consumer
 * test, scripts/consumer-test.mjs, checks the same on the published typings): numbers and booleans where the
 * attribute is one, strings still wherever the element reads text. Never run.
 */
import type {} from '../jsx';

export function Attributes() {
  return (
    <>
      {/* the calculator's inputs are decimals: a number, or its text */}
      <bk-savings-calculator years={10} start={5000} monthly={250.5} rate={7} />
      <bk-savings-calculator years="10" start="5000" monthly="250.50" rate="7.0" />
      {/* number attributes: a number, or numeric text */}
      <bk-bond-detail product-id={12} />
      <bk-bond-detail product-id="12" />
      <bk-trade-ticket product-id={12} price-precision={4} amount={1000} />
      <bk-trade-ticket product-id={12} amount="1000.50" />
      {/* boolean attributes: present, or a boolean */}
      <bk-trade-ticket product-id={12} no-back own-font={false} />
      <bk-guide-form hide-heading={true} />
      <bk-smart-interest-holdings auto-open-reinvest hide-notices={false} />
      {/* string attributes stay strings */}
      <bk-market-table category="energy" locale="en-GB" label="Bonds" />
      {/* @ts-expect-error: a boolean is not a number of years */}
      <bk-savings-calculator years={true} />
      {/* @ts-expect-error: not numeric text */}
      <bk-bond-detail product-id="twelve" />
      {/* @ts-expect-error: a boolean attribute takes no number */}
      <bk-guide-form hide-heading={1} />
      {/* @ts-expect-error: a text attribute takes no number */}
      <bk-market-table category={5} />
    </>
  );
}
