/** A package as the packages screens show it (docs/product-rules.md#packages). Amounts are rupees. */
export interface PackageView {
  id: string;
  package: string;
  /** Whole days of access. */
  duration: number;
  fee: number;
  registration: number;
  total: number;
}

/** The free trial is the package named free, however it is capitalised (docs/product-rules.md#packages). */
export const isFreePackage = (name: string) => name.trim().toLowerCase() === 'free';
