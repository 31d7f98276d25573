-- Up Migration
-- Legal synonyms searched at query time (qatl ↔ murder, FIR ↔ first information report): each row
-- a group of terms that mean the same to a lawyer, in English, Urdu legal terms in Roman script
-- and their common spellings. An administrator extends the list on the dashboard; no reindex is
-- needed, since the keyword grows when it is asked, not the index.
CREATE TABLE search_synonyms (
  id serial PRIMARY KEY,
  terms text[] NOT NULL CHECK (cardinality(terms) BETWEEN 2 AND 12),
  added_by uuid REFERENCES users (id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO search_synonyms (terms) VALUES
  ('{qatl,murder}'),
  ('{qatl-i-amd,qatl-e-amd,qatl-i-amad,intentional murder}'),
  ('{qatl-i-khata,qatl-e-khata,murder by mistake}'),
  ('{qatl-i-shibh-i-amd,qatl-e-shibh-e-amd,culpable homicide}'),
  ('{zina,adultery,fornication}'),
  ('{zina-bil-jabr,zina bil jabr,rape}'),
  ('{khula,khul}'),
  ('{talaq,divorce}'),
  ('{diyat,blood money}'),
  ('{qisas,qisaas,retribution}'),
  ('{tazir,ta''zir,tazeer}'),
  ('{hadd,hudood,hudud}'),
  ('{FIR,F.I.R,first information report}'),
  ('{pre-arrest bail,bail before arrest,anticipatory bail}'),
  ('{post-arrest bail,bail after arrest}'),
  ('{haq mehr,dower}'),
  ('{nikah,solemnization of marriage}'),
  ('{nikahnama,nikah nama,marriage deed}'),
  ('{iddat,iddah}'),
  ('{hizanat,custody of minor,custody of minors}'),
  ('{hiba,oral gift}'),
  ('{shufa,haq-e-shufa,pre-emption,preemption}'),
  ('{waqf,wakf}'),
  ('{challan,report under section 173}'),
  ('{qanun-e-shahadat,qanoon-e-shahadat,qanun-i-shahadat}'),
  ('{mutation,intiqal}'),
  ('{jirga,panchayat}');

-- Down Migration
DROP TABLE search_synonyms;
