export { legalDataCsv, legalDataFileName, legalDataRecords, writeLegalData, type WrittenFile } from './generate.ts';
export { catalogueStatutes, demoLegalDataSizes, type LegalDataOptions, type LegalDataSizes } from './plan.ts';
