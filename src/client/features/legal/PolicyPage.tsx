import * as React from 'react';
import { LegalPage } from './LegalPage';

export default function PolicyPage() {
  return <LegalPage doc="policy" />;
}
