// The yield at a limit price (the bond maths of sdk-core's trade/yield.ts) in a module of its own: the setup
// step loads it (a chunk of its own in the element bundles) once a quote is shown or the limit mode chosen.
export { limitPriceYield } from '@bondkit/sdk-core';
