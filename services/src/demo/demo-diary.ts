import { nextDay, pakistanDay } from '@qanoon/contracts';
import type { Runtime } from '../runtime.ts';

const clients = [
  { client_id: 'CL-001', client_name: 'Muhammad Aslam', client_contact: '0300-4512876', client_address: 'House 14, Street 9, Gulberg III', client_city: 'Lahore' },
  { client_id: 'CL-002', client_name: 'Shazia Parveen', client_contact: '0321-7788123', client_address: 'Flat 3, Block C, PECHS', client_city: 'Karachi' },
  { client_id: 'CL-003', client_name: 'Haji Abdul Ghaffar', client_contact: '0333-9081245', client_address: 'Mohallah Qazi Abad, G.T. Road', client_city: 'Peshawar' },
] as const;

const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const inDays = (day: string, n: number) => Array.from({ length: n }).reduce<string>((d) => nextDay(d), day);

/**
 * The demo lawyer's diary: three clients and their cases, with hearings today, tomorrow and next
 * week (in Pakistan time when the demo is seeded), so the cause list and reminders have something
 * to show. Only into a diary without them.
 */
export async function seedDemoDiary(runtime: Runtime, userId: string): Promise<void> {
  const actor = { userId };
  const { diary } = runtime;
  const today = pakistanDay(new Date());
  const since = (days: number) => inDays('2025-01-01', days);
  // The first client's id is the claim: a second seeding at the same time finds it taken and stops.
  for (const [i, client] of clients.entries()) {
    const added = await diary.addClient(actor, { ...client, client_from: since(i * 97) });
    if (!added.ok) return;
  }
  const cases = [
    {
      client: 'CL-001',
      case_title: 'Muhammad Aslam v. The State',
      case_number: 'Crl. A. 412/2025',
      case_type: 'Criminal Appeal',
      case_date: since(300),
      hearing_date: daysBefore(today, 14),
      hearing_time: '11:30',
      case_court: 'Lahore High Court',
      case_city: 'Lahore',
      case_desc: 'Appeal against conviction under section 302(b) PPC; sentence of imprisonment for life.',
      case_notes: 'Certified copies of the trial record obtained. Rely on 2018 SCMR 762 on benefit of doubt.',
    },
    {
      client: 'CL-001',
      case_title: 'Muhammad Aslam v. Lahore Development Authority',
      case_number: 'W.P. 2231/2025',
      case_type: 'Writ Petition',
      case_date: since(340),
      hearing_date: nextDay(today),
      hearing_time: '09:00',
      case_court: 'Lahore High Court',
      case_city: 'Lahore',
      case_desc: 'Constitutional petition under Article 199 against the demolition notice of the plot.',
      case_notes: 'Ask LDA counsel for the parawise comments.',
    },
    {
      client: 'CL-002',
      case_title: 'Shazia Parveen v. Kamran Ali',
      case_number: 'Family Suit 118/2025',
      case_type: 'Family',
      case_date: since(410),
      hearing_date: inDays(today, 7),
      hearing_time: '10:00',
      case_court: 'Family Court Karachi East',
      case_city: 'Karachi',
      case_desc: 'Suit for recovery of maintenance and dowry articles.',
      case_notes: 'Witness list to be filed before the next date.',
    },
    {
      client: 'CL-003',
      case_title: 'Abdul Ghaffar v. Gul Muhammad',
      case_number: 'Civil Suit 77/2024',
      case_type: 'Civil',
      case_date: since(120),
      hearing_date: inDays(today, 3),
      hearing_time: '',
      case_court: 'Civil Court Peshawar',
      case_city: 'Peshawar',
      case_desc: 'Suit for declaration and permanent injunction over agricultural land.',
      case_notes: '',
    },
  ];
  for (const { client, ...form } of cases) {
    const opened = await diary.openCase(actor, client, form);
    if (opened.ok && form.case_number === 'Crl. A. 412/2025') {
      // A case with a history: its first hearing adjourned to today.
      await diary.scheduleHearing(actor, opened.caseId, {
        hearing_date: today,
        hearing_time: '11:30',
        case_desc: 'Arguments on the medical evidence heard in part; adjourned at the request of the State counsel.',
        case_notes: 'Prepare the reply on the post-mortem report.',
        previous_outcome: 'adjourned',
      });
    }
  }
}
