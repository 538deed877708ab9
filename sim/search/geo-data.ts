// Geolocations for search?type=adgeolocation: the United States and the ten fallback countries of the launch
// spec (US, CA, GB, AU, DE, FR, ES, IT, MX, BR) plus Japan, with regions, major cities and some zips.
// Compact form: country code → [country name, [region name, [city names]][]]; keys are assigned in geo.ts.

export const GEO: Record<string, [string, [string, string[]][]]> = {
  US: ['United States', [
    ['Alabama', ['Birmingham', 'Montgomery']], ['Alaska', ['Anchorage']], ['Arizona', ['Phoenix', 'Tucson', 'Scottsdale']],
    ['Arkansas', ['Little Rock']], ['California', ['Los Angeles', 'San Francisco', 'San Diego', 'San Jose', 'Sacramento', 'Oakland']],
    ['Colorado', ['Denver', 'Boulder', 'Colorado Springs']], ['Connecticut', ['Hartford', 'New Haven']], ['Delaware', ['Wilmington']],
    ['District of Columbia', ['Washington']], ['Florida', ['Miami', 'Orlando', 'Tampa', 'Jacksonville']], ['Georgia', ['Atlanta', 'Savannah']],
    ['Hawaii', ['Honolulu']], ['Idaho', ['Boise']], ['Illinois', ['Chicago', 'Springfield']], ['Indiana', ['Indianapolis']],
    ['Iowa', ['Des Moines']], ['Kansas', ['Wichita']], ['Kentucky', ['Louisville', 'Lexington']], ['Louisiana', ['New Orleans', 'Baton Rouge']],
    ['Maine', ['Portland']], ['Maryland', ['Baltimore']], ['Massachusetts', ['Boston', 'Cambridge']], ['Michigan', ['Detroit', 'Grand Rapids']],
    ['Minnesota', ['Minneapolis', 'Saint Paul']], ['Mississippi', ['Jackson']], ['Missouri', ['Kansas City', 'St. Louis']], ['Montana', ['Billings']],
    ['Nebraska', ['Omaha']], ['Nevada', ['Las Vegas', 'Reno']], ['New Hampshire', ['Manchester']], ['New Jersey', ['Newark', 'Jersey City']],
    ['New Mexico', ['Albuquerque', 'Santa Fe']], ['New York', ['New York', 'Buffalo', 'Rochester', 'Brooklyn']], ['North Carolina', ['Charlotte', 'Raleigh']],
    ['North Dakota', ['Fargo']], ['Ohio', ['Columbus', 'Cleveland', 'Cincinnati']], ['Oklahoma', ['Oklahoma City', 'Tulsa']], ['Oregon', ['Portland', 'Eugene']],
    ['Pennsylvania', ['Philadelphia', 'Pittsburgh']], ['Rhode Island', ['Providence']], ['South Carolina', ['Charleston', 'Columbia']],
    ['South Dakota', ['Sioux Falls']], ['Tennessee', ['Nashville', 'Memphis']], ['Texas', ['Houston', 'Dallas', 'Austin', 'San Antonio', 'El Paso']],
    ['Utah', ['Salt Lake City']], ['Vermont', ['Burlington']], ['Virginia', ['Virginia Beach', 'Richmond']], ['Washington', ['Seattle', 'Spokane', 'Tacoma']],
    ['West Virginia', ['Charleston']], ['Wisconsin', ['Milwaukee', 'Madison']], ['Wyoming', ['Cheyenne']],
  ]],
  CA: ['Canada', [
    ['Ontario', ['Toronto', 'Ottawa', 'Hamilton']], ['Quebec', ['Montreal', 'Quebec City']], ['British Columbia', ['Vancouver', 'Victoria']],
    ['Alberta', ['Calgary', 'Edmonton']], ['Manitoba', ['Winnipeg']], ['Nova Scotia', ['Halifax']],
  ]],
  GB: ['United Kingdom', [['England', ['London', 'Manchester', 'Birmingham', 'Leeds', 'Bristol']], ['Scotland', ['Edinburgh', 'Glasgow']], ['Wales', ['Cardiff']], ['Northern Ireland', ['Belfast']]]],
  AU: ['Australia', [['New South Wales', ['Sydney', 'Newcastle']], ['Victoria', ['Melbourne', 'Geelong']], ['Queensland', ['Brisbane', 'Gold Coast']], ['Western Australia', ['Perth']], ['South Australia', ['Adelaide']]]],
  DE: ['Germany', [['Berlin', ['Berlin']], ['Bavaria', ['Munich', 'Nuremberg']], ['Hamburg', ['Hamburg']], ['Hesse', ['Frankfurt']], ['North Rhine-Westphalia', ['Cologne', 'Düsseldorf', 'Dortmund']], ['Baden-Württemberg', ['Stuttgart']]]],
  FR: ['France', [['Île-de-France', ['Paris']], ['Provence-Alpes-Côte d\'Azur', ['Marseille', 'Nice']], ['Auvergne-Rhône-Alpes', ['Lyon', 'Grenoble']], ['Occitanie', ['Toulouse', 'Montpellier']], ['Nouvelle-Aquitaine', ['Bordeaux']]]],
  ES: ['Spain', [['Community of Madrid', ['Madrid']], ['Catalonia', ['Barcelona']], ['Valencian Community', ['Valencia', 'Alicante']], ['Andalusia', ['Seville', 'Málaga']], ['Basque Country', ['Bilbao']]]],
  IT: ['Italy', [['Lazio', ['Rome']], ['Lombardy', ['Milan', 'Bergamo']], ['Campania', ['Naples']], ['Piedmont', ['Turin']], ['Tuscany', ['Florence']], ['Veneto', ['Venice', 'Verona']]]],
  MX: ['Mexico', [['Mexico City', ['Mexico City']], ['Jalisco', ['Guadalajara']], ['Nuevo León', ['Monterrey']], ['Puebla', ['Puebla']], ['Quintana Roo', ['Cancún']]]],
  BR: ['Brazil', [['São Paulo', ['São Paulo', 'Campinas']], ['Rio de Janeiro', ['Rio de Janeiro']], ['Minas Gerais', ['Belo Horizonte']], ['Bahia', ['Salvador']], ['Paraná', ['Curitiba']]]],
  JP: ['Japan', [['Tokyo', ['Tokyo']], ['Osaka', ['Osaka']], ['Kanagawa', ['Yokohama']], ['Aichi', ['Nagoya']], ['Hokkaido', ['Sapporo']]]],
};

/** Some zips of the other countries: "CC:code" → [city, region]. */
export const OTHER_ZIPS: Record<string, [string, string]> = {
  'CA:M5V': ['Toronto', 'Ontario'], 'CA:H2X': ['Montreal', 'Quebec'], 'GB:SW1A': ['London', 'England'], 'GB:M1': ['Manchester', 'England'],
  'AU:2000': ['Sydney', 'New South Wales'], 'AU:3000': ['Melbourne', 'Victoria'], 'DE:10115': ['Berlin', 'Berlin'], 'DE:80331': ['Munich', 'Bavaria'],
  'FR:75001': ['Paris', 'Île-de-France'], 'FR:69001': ['Lyon', 'Auvergne-Rhône-Alpes'], 'ES:28001': ['Madrid', 'Community of Madrid'],
  'ES:08001': ['Barcelona', 'Catalonia'], 'IT:00118': ['Rome', 'Lazio'], 'IT:20121': ['Milan', 'Lombardy'], 'MX:06000': ['Mexico City', 'Mexico City'],
  'MX:44100': ['Guadalajara', 'Jalisco'], 'BR:01000-000': ['São Paulo', 'São Paulo'], 'BR:20000-000': ['Rio de Janeiro', 'Rio de Janeiro'],
};

/** Some US zips: zip → [city, region]. */
export const US_ZIPS: Record<string, [string, string]> = {
  '10001': ['New York', 'New York'], '10011': ['New York', 'New York'], '11201': ['Brooklyn', 'New York'], '94105': ['San Francisco', 'California'],
  '94110': ['San Francisco', 'California'], '90012': ['Los Angeles', 'California'], '90210': ['Los Angeles', 'California'], '60601': ['Chicago', 'Illinois'],
  '73301': ['Austin', 'Texas'], '78701': ['Austin', 'Texas'], '77002': ['Houston', 'Texas'], '98101': ['Seattle', 'Washington'],
  '02108': ['Boston', 'Massachusetts'], '33101': ['Miami', 'Florida'], '80202': ['Denver', 'Colorado'], '30303': ['Atlanta', 'Georgia'],
  '97201': ['Portland', 'Oregon'], '85001': ['Phoenix', 'Arizona'], '37201': ['Nashville', 'Tennessee'], '89101': ['Las Vegas', 'Nevada'],
};
