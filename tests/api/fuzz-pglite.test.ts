import { fuzzSuites } from '../support/fuzz-suites';

fuzzSuites('pglite');
