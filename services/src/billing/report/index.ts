export { paymentReportFold, channels, cohortSpan, type Channel, type Cohort, type HistoryEvent, type PaymentReport, type PeriodFigures } from './payment-report.ts';
export { asOfCut, asOfDate } from './months.ts';
export { replayEventStore, replayKafka, subscriptionTopic, type OnProgress } from './replay.ts';
export { reportCsv, reportRows, reportCsvHeader } from './report-csv.ts';
export { reportTable } from './report-table.ts';
export { readPaymentReport } from './read-model.ts';
