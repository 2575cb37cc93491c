/**
 * The schools list shipped with the product (P4: the original's schools host). A playbook
 * names its school by code; a school not in the list is entered as a new school and reaches
 * the school queue when the playbook is published. Fictional schools.
 */
export interface SchoolSeed {
  code: string;
  name: string;
  mascot: string;
  city: string;
  state: string;
}

export const schools: readonly SchoolSeed[] = [
  { code: 'TX-AUS-0101', name: 'Riverside High School', mascot: 'Rams', city: 'Austin', state: 'TX' },
  { code: 'TX-DAL-0214', name: 'Lakeview Academy', mascot: 'Lions', city: 'Dallas', state: 'TX' },
  { code: 'OH-COL-0032', name: 'Eastside High School', mascot: 'Eagles', city: 'Columbus', state: 'OH' },
  { code: 'OH-CLE-0077', name: 'North Ridge High School', mascot: 'Knights', city: 'Cleveland', state: 'OH' },
  { code: 'CA-SAC-0410', name: 'Valley Central High School', mascot: 'Vikings', city: 'Sacramento', state: 'CA' },
  { code: 'CA-SDG-0155', name: 'Harbor View High School', mascot: 'Mariners', city: 'San Diego', state: 'CA' },
  { code: 'FL-ORL-0088', name: 'Cypress Creek High School', mascot: 'Cougars', city: 'Orlando', state: 'FL' },
  { code: 'FL-TPA-0123', name: 'Bayshore Prep', mascot: 'Sharks', city: 'Tampa', state: 'FL' },
  { code: 'GA-ATL-0300', name: 'Peachtree High School', mascot: 'Panthers', city: 'Atlanta', state: 'GA' },
  { code: 'IL-CHI-0505', name: 'Lincoln Park High School', mascot: 'Lancers', city: 'Chicago', state: 'IL' },
  { code: 'IN-IND-0061', name: 'Westfield High School', mascot: 'Shamrocks', city: 'Indianapolis', state: 'IN' },
  { code: 'MI-DET-0222', name: 'Great Lakes Academy', mascot: 'Wolverines', city: 'Detroit', state: 'MI' },
  { code: 'NC-CLT-0140', name: 'Piedmont High School', mascot: 'Hornets', city: 'Charlotte', state: 'NC' },
  { code: 'NY-ALB-0019', name: 'Hudson Valley High School', mascot: 'Hawks', city: 'Albany', state: 'NY' },
  { code: 'PA-PIT-0333', name: 'Three Rivers High School', mascot: 'Steelers', city: 'Pittsburgh', state: 'PA' },
  { code: 'WA-SEA-0271', name: 'Puget Sound High School', mascot: 'Orcas', city: 'Seattle', state: 'WA' },
  { code: 'CO-DEN-0112', name: 'Front Range High School', mascot: 'Mustangs', city: 'Denver', state: 'CO' },
  { code: 'AZ-PHX-0090', name: 'Desert Vista High School', mascot: 'Thunder', city: 'Phoenix', state: 'AZ' },
  { code: 'TN-NSH-0048', name: 'Cumberland High School', mascot: 'Bulldogs', city: 'Nashville', state: 'TN' },
  { code: 'MO-STL-0201', name: 'Gateway Arch Academy', mascot: 'Cardinals', city: 'St. Louis', state: 'MO' },
];
