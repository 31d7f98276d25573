import type { Random } from './random.ts';

// Invented people: common Pakistani given names and family names, combined at random.
const maleFirst = [
  'Muhammad', 'Ghulam', 'Abdul', 'Ali', 'Ahmed', 'Imran', 'Zahid', 'Tariq', 'Asif', 'Khalid', 'Javed', 'Nadeem', 'Shahid',
  'Faisal', 'Bilal', 'Usman', 'Hamid', 'Rashid', 'Sajid', 'Naveed', 'Kamran', 'Waqas', 'Adnan', 'Farooq', 'Iftikhar',
  'Mushtaq', 'Sarfraz', 'Zulfiqar', 'Aurangzeb', 'Shaukat', 'Riaz', 'Nasir', 'Qaiser', 'Arshad', 'Munir', 'Saleem',
  'Akhtar', 'Aamir', 'Babar', 'Yasir', 'Fawad', 'Habib', 'Jamil', 'Mehboob', 'Rehmat', 'Sher', 'Gul', 'Noor', 'Dost',
] as const;
const maleMiddle = [
  'Aslam', 'Akram', 'Iqbal', 'Rasool', 'Hussain', 'Ghafoor', 'Rehman', 'Sattar', 'Qadir', 'Latif', 'Hameed', 'Nawaz',
  'Yousaf', 'Sadiq', 'Rafique', 'Ashraf', 'Anwar', 'Siddique', 'Bashir', 'Rauf', 'Majeed', 'Khaliq', 'Ramzan', 'Shafi',
  'Ilyas', 'Ayub', 'Zaman', 'Hanif', 'Jabbar', 'Haq', 'Din', 'Ahmad', 'Mehmood', 'Shakoor', 'Wahid', 'Karim',
] as const;
const familyNames = [
  'Khan', 'Ahmed', 'Hussain', 'Shah', 'Butt', 'Chaudhry', 'Malik', 'Qureshi', 'Sheikh', 'Awan', 'Gondal', 'Bhatti',
  'Jatoi', 'Baloch', 'Memon', 'Soomro', 'Khattak', 'Afridi', 'Yousafzai', 'Rana', 'Cheema', 'Warraich', 'Tarar',
  'Gillani', 'Bukhari', 'Kazmi', 'Naqvi', 'Abbasi', 'Satti', 'Janjua', 'Mengal', 'Kakar', 'Achakzai', 'Mohmand',
  'Durrani', 'Siddiqui', 'Ansari', 'Arain', 'Dogar', 'Sipra', 'Lashari', 'Mahar', 'Chandio', 'Junejo', 'Talpur',
] as const;
const femaleFirst = [
  'Fatima', 'Ayesha', 'Nasreen', 'Shazia', 'Rubina', 'Samina', 'Kausar', 'Naseem', 'Farzana', 'Bushra', 'Saima', 'Amna',
  'Sadia', 'Rukhsana', 'Parveen', 'Tahira', 'Zubaida', 'Nighat', 'Asma', 'Hina', 'Sobia', 'Uzma', 'Rabia', 'Mehwish',
] as const;
const femaleLast = ['Bibi', 'Begum', 'Akhtar', 'Parveen', 'Kanwal', 'Noreen', 'Batool', 'Khatoon', 'Sultana', 'Yasmin'] as const;

export const cities = [
  'Lahore', 'Karachi', 'Peshawar', 'Quetta', 'Islamabad', 'Rawalpindi', 'Multan', 'Faisalabad', 'Gujranwala', 'Sialkot',
  'Sargodha', 'Bahawalpur', 'Sahiwal', 'Okara', 'Kasur', 'Sheikhupura', 'Jhang', 'Rahim Yar Khan', 'D.G. Khan', 'Hyderabad',
  'Sukkur', 'Larkana', 'Nawabshah', 'Mirpurkhas', 'Mardan', 'Abbottabad', 'Swat', 'D.I. Khan', 'Kohat', 'Bannu',
  'Turbat', 'Khuzdar', 'Sibi', 'Loralai', 'Gwadar',
] as const;

export const policeStations = ['Saddar', 'City', 'Civil Lines', 'Cantt', 'Model Town', 'Kotwali', 'Gulberg', 'Satellite Town', 'Airport', 'Industrial Area'] as const;

export function maleName(random: Random): string {
  const first = random.pick(maleFirst);
  if (first === 'Muhammad' || first === 'Ghulam' || first === 'Abdul') {
    return random.chance(0.5) ? `${first} ${random.pick(maleMiddle)}` : `${first} ${random.pick(maleMiddle)} ${random.pick(familyNames)}`;
  }
  return random.chance(0.7) ? `${first} ${random.pick(familyNames)}` : `${first} ${random.pick(maleMiddle)}`;
}

export function femaleName(random: Random): string {
  return `Mst. ${random.pick(femaleFirst)} ${random.pick(femaleLast)}`;
}

export const personName = (random: Random) => (random.chance(0.85) ? maleName(random) : femaleName(random));

export function judgeName(random: Random): string {
  if (random.chance(0.1)) return `Mrs. Justice ${random.pick(femaleFirst)} ${random.pick(familyNames)}`;
  return `Mr. Justice ${random.pick(maleFirst)} ${random.pick(maleMiddle)}${random.chance(0.5) ? ` ${random.pick(familyNames)}` : ''}`;
}

/** A bench of `size` different judges, the author first. */
export function bench(random: Random, size: number): string[] {
  const judges = new Set<string>();
  while (judges.size < size) judges.add(judgeName(random));
  return [...judges];
}

const lawyerTitle = (random: Random) => random.pick(['Mr.', 'Mr.', 'Mr.', 'Ch.', 'Malik', 'Sardar', 'Raja', 'Syed', 'Mian']);

/** Counsel as the reports list them: `Mr. Khalid Mehmood Rana, ASC` before the Supreme Court. */
export function counsel(random: Random, supremeCourt: boolean): string {
  const name = random.chance(0.1) ? `Ms. ${random.pick(femaleFirst)} ${random.pick(familyNames)}` : `${lawyerTitle(random)} ${maleName(random).replace(/^Mst\. /, '')}`;
  if (supremeCourt) return `${name}, ${random.chance(0.85) ? 'ASC' : 'Sr. ASC'}`;
  return `${name}, ${random.chance(0.25) ? 'ASC' : 'Advocate'}`;
}

export const provinces = ['Punjab', 'Sindh', 'Khyber Pakhtunkhwa', 'Balochistan'] as const;

export function prosecutor(random: Random, province: string): string {
  const office = random.pick(['Additional Prosecutor-General', 'Deputy Prosecutor-General', 'Assistant Advocate-General', 'Additional Advocate-General']);
  return `${lawyerTitle(random)} ${maleName(random)}, ${office}, ${province}`;
}

const companies = [
  'Indus Cotton Mills (Pvt.) Ltd.', 'Karakoram Cement Ltd.', 'Ravi Sugar Mills Ltd.', 'Chenab Textile Mills Ltd.',
  'Margalla Builders (Pvt.) Ltd.', 'Mehran Rice Processing (Pvt.) Ltd.', 'Khyber Tobacco Company Ltd.', 'Bolan Mining Enterprises',
  'Thar Coal Services (Pvt.) Ltd.', 'Sutlej Leasing Modaraba', 'Shalimar Steel Industries', 'Pak-Gulf Traders',
] as const;

export const company = (random: Random) => random.pick(companies);

const departments = ['Revenue', 'Home', 'Education', 'Health', 'Irrigation', 'Local Government', 'Excise and Taxation', 'Finance', 'Establishment'] as const;
const capitals: Record<string, string> = { Punjab: 'Lahore', Sindh: 'Karachi', 'Khyber Pakhtunkhwa': 'Peshawar', Balochistan: 'Quetta' };

/** A government party as pleadings name it. */
export function government(random: Random, province: string): string {
  if (random.chance(0.3)) return `Federation of Pakistan through Secretary ${random.pick(['Interior', 'Finance', 'Law and Justice', 'Establishment Division'])}, Islamabad`;
  return `Province of ${province} through Secretary ${random.pick(departments)} Department, ${capitals[province] ?? 'Lahore'}`;
}

/** A date as judgments write it: 14.02.2019. */
export function judgmentDate(random: Random, year: number): string {
  const day = String(random.int(1, 28)).padStart(2, '0');
  const month = String(random.int(1, 12)).padStart(2, '0');
  return `${day}.${month}.${year}`;
}
