/** Word lists the demo data is drawn from (fictional people, companies and places). */

export const US_FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan',
  'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Nancy', 'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Steven',
  'Ashley', 'Paul', 'Emily', 'Andrew', 'Michelle', 'Joshua', 'Amanda', 'Kevin', 'Melissa', 'Brian', 'Stephanie', 'Olivia', 'Noah', 'Ava', 'Liam',
];
export const US_LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson',
  'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Okafor', 'Nguyen', 'Patel',
];
export const CO_FIRST_NAMES = [
  'Santiago', 'Valentina', 'Sebastián', 'Mariana', 'Mateo', 'Isabella', 'Nicolás', 'Sofía', 'Alejandro', 'Camila', 'Samuel', 'Gabriela', 'Daniel',
  'Luciana', 'Juan Pablo', 'Daniela', 'Andrés', 'María José', 'Felipe', 'Natalia', 'Julián', 'Laura', 'Carlos', 'Ana María', 'Diego', 'Paula',
];
export const CO_LAST_NAMES = [
  'Rodríguez', 'Gómez', 'González', 'Martínez', 'García', 'López', 'Hernández', 'Sánchez', 'Ramírez', 'Pérez', 'Díaz', 'Muñoz', 'Rojas', 'Moreno',
  'Jiménez', 'Vargas', 'Castro', 'Ortiz', 'Restrepo', 'Ospina', 'Cárdenas', 'Zapata', 'Mejía', 'Quintero', 'Salazar', 'Valencia', 'Arango',
];
export const US_COMPANY_WORDS = ['Summit', 'Cedar', 'Granite', 'Riverbend', 'Blue Ridge', 'Redwood', 'Lakeside', 'Prairie', 'Harbor', 'Canyon', 'Aspen', 'Juniper'];
export const US_COMPANY_KINDS = ['Outfitters', 'Supply Co', 'Adventures', 'Lodge LLC', 'Expeditions Inc', 'Gear Rental', 'Climbing Gym', 'Ski School', 'Trail Services'];
export const CO_COMPANY_WORDS = ['Andes', 'Caribe', 'Montaña', 'Páramo', 'Cafetal', 'Orinoco', 'Sierra', 'Macondo', 'Llanos', 'Guatapé'];
export const CO_COMPANY_KINDS = ['Expediciones S.A.S.', 'Aventura Ltda.', 'Turismo S.A.S.', 'Equipos de Montaña', 'Ecoturismo S.A.'];

export const US_CITIES = [
  { locality: 'Denver', district: 'CO', postal: '80202' },
  { locality: 'Boulder', district: 'CO', postal: '80302' },
  { locality: 'Seattle', district: 'WA', postal: '98101' },
  { locality: 'Portland', district: 'OR', postal: '97205' },
  { locality: 'Salt Lake City', district: 'UT', postal: '84101' },
  { locality: 'Bozeman', district: 'MT', postal: '59715' },
  { locality: 'Asheville', district: 'NC', postal: '28801' },
  { locality: 'Flagstaff', district: 'AZ', postal: '86001' },
  { locality: 'Burlington', district: 'VT', postal: '05401' },
  { locality: 'Austin', district: 'TX', postal: '78701' },
];
export const US_STREETS = ['Main St', 'Oak Ave', 'Pine St', 'Maple Dr', 'Canyon Rd', 'River Rd', 'Summit Blvd', 'Aspen Way', 'Elm St', 'Lake Shore Dr'];
export const CO_CITIES = [
  { locality: 'Bogotá', district: 'Bogotá D.C.', postal: '110111' },
  { locality: 'Medellín', district: 'Antioquia', postal: '050001' },
  { locality: 'Cali', district: 'Valle del Cauca', postal: '760001' },
  { locality: 'Bucaramanga', district: 'Santander', postal: '680001' },
  { locality: 'Manizales', district: 'Caldas', postal: '170001' },
  { locality: 'Santa Marta', district: 'Magdalena', postal: '470001' },
];
export const CO_STREETS = ['Calle 72', 'Carrera 7', 'Avenida El Poblado', 'Calle 10', 'Carrera 43A', 'Calle 93', 'Avenida Santander'];

export const PAYMENT_ITEMS = [
  'Hiking boots', 'Rain shell jacket', 'Trekking poles', 'Two-person tent', 'Sleeping bag -7°C', 'Climbing harness', 'Guided hike, 2 people',
  'Kayak rental, half day', 'Bike tune-up', 'Ski rental, weekend', 'Trail running shoes', 'Camping stove', 'Headlamp', 'Water filter',
  'Avalanche course', 'Gift card', 'Backpack 45 L', 'Membership renewal', 'Rock climbing class', 'Snowshoe rental', 'Café order',
];
export const CO_PAYMENT_ITEMS = ['Caminata guiada', 'Alquiler de carpa', 'Botas de montaña', 'Curso de escalada', 'Tour de café', 'Chaqueta impermeable', 'Alquiler de kayak'];
export const PAYOUT_ITEMS = ['Guide fee', 'Instructor payout', 'Supplier invoice', 'Commission', 'Rental partner share', 'Refund of deposit', 'Weekly payout'];
export const TRANSFER_ITEMS = ['Rent', 'Loan repayment', 'Savings sweep', 'Shared trip costs', 'Equipment deposit', 'Tuition'];
export const PLAN_ITEMS = ['Gym membership', 'Gear subscription box', 'Climbing club dues', 'Locker rental', 'Ski season pass instalment', 'Magazine subscription', 'Coaching plan'];
export const TAGS = ['web', 'store', 'phone', 'event', 'app', 'partner'];
