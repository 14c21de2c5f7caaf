import { runOrderConformance } from './suite.ts';
import { trainDriver } from './train-driver.ts';

// Trains pass the order conformance suite (suite.ts; docs/orders.md, "Conformance").
runOrderConformance(trainDriver);
