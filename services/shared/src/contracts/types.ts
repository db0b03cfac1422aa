/**
 * Request and response shapes of docs/product.md §3 and §7, shared by the SPA and the services.
 * Ids of catalogue items are numbers on the wire; the wizard state keeps them as strings (docs/product.md §3).
 */
import type { ApiErrorBody } from './errors';
import type {
  AdminRole,
  AppointmentStatus,
  AppointmentType,
  BudgetId,
  CategoryType,
  FileCategory,
  ProjectPurpose,
  ProjectTimelineId,
} from './options';

export interface CustomerInfo {
  firstName: string;
  lastName: string;
  email: string;
  /** Dial code plus local digits, e.g. '+96171123456'. */
  phone: string;
  /** 'street, country label', e.g. 'Gemmayze St 12, Beirut, Lebanon'; may be ''. */
  projectAddress: string;
  projectDetails: ProjectPurpose;
  projectTimeline: ProjectTimelineId | '';
  budget: BudgetId | '';
}

export interface ProjectTypes {
  kitchen: boolean;
  wardrobe: boolean;
}

export interface DesignPreferences {
  styles: string[];
  colorPalettes: string[];
}

export interface KitchenSelections {
  lowerCabinets: string[];
  upperCabinets: string[];
  tallCabinets: string[];
  countertops: string[];
}

export interface WardrobeSelections {
  exteriors: string[];
  interiors: string[];
}

export interface MaterialSelections {
  kitchen?: KitchenSelections;
  wardrobe?: WardrobeSelections;
}

/** The optional step-1 answers, which a client may omit. */
type OptionalInfo = 'projectAddress' | 'projectDetails' | 'projectTimeline' | 'budget';
export interface Step1Request {
  customerInfo: Omit<CustomerInfo, OptionalInfo> & Partial<Pick<CustomerInfo, OptionalInfo>>;
  projectTypes: ProjectTypes;
}
export interface Step1Response {
  customerId: string;
}
export interface Step2Request {
  designPreferences: DesignPreferences;
}
export interface Step3Request {
  materialSelections: MaterialSelections;
}
export interface Step4NotesRequest {
  notes: string;
  files: never[];
}
/** Step 5 body: the appointment's create payload itself. */
export type Step5Request = AppointmentCreateRequest;

export interface UploadedDocument {
  id: string;
  filename: string;
  /** bytes */
  fileSize: number;
  /** MIME type detected from the content */
  fileType: string;
  fileCategory: FileCategory;
  /** ISO date-time */
  uploadedAt: string;
}

export interface Step4UploadResponse {
  uploadedFiles: UploadedDocument[];
}

export interface PublicStyle {
  id: number;
  name: string;
  imageUrl: string;
  description: string;
}
export interface PublicPalette {
  id: number;
  name: string;
  description: string;
  colors: string[];
}
export interface PublicMaterial {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  /** null = no category ('Multi-purpose') */
  categoryId: number | null;
  price: string;
}
export interface PublicCategory {
  id: number;
  name: string;
  type: CategoryType;
  displayOrder: number;
}

export interface Slot {
  /** 'HH:MM', 24 h, Beirut time */
  time: string;
  available: boolean;
}
export interface AvailableDay {
  /** 'YYYY-MM-DD' in Beirut */
  date: string;
  slots: Slot[];
}

export interface AppointmentCreateRequest {
  appointmentType: AppointmentType;
  /** local date-time with the Beirut offset, e.g. '2026-11-24T10:00:00+03:00' */
  appointmentDate: string;
  specialRequests?: string;
  customerId: string;
}

export interface Appointment {
  id: string;
  customerId: string;
  appointmentType: AppointmentType;
  /** ISO date-time with the +03:00 offset */
  appointmentDate: string;
  /** ISO date-time (+03:00) the appointment ends: one slot of the availability rules when it was booked */
  endDate?: string;
  specialRequests?: string;
  status: AppointmentStatus;
  calendarEventId: string | null;
  calendarEvent: { hangoutLink: string | null; htmlLink: string | null } | null;
  notificationNote?: string;
}

/** A refused booking (docs/product.md §7): the error contract plus the top-level fields the spec names. */
export interface AppointmentErrorResponse extends ApiErrorBody {
  existingAppointment?: Appointment;
  isVirtualMeetingError?: boolean;
}

export interface WhatsappConfig {
  whatsappNumber: string | null;
}

export interface AdminLoginRequest {
  username: string;
  password: string;
}
export interface AdminSetupRequest {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  /** the operator's setup token (the `?token=` of the setup link), required when the server sets one */
  setupToken?: string;
}
export interface AdminUser {
  id: string;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  role: AdminRole;
  isActive: boolean;
}
export interface AdminLoginResponse extends AdminUser {
  token: string;
}

export interface ErrorResponse {
  error: string;
}
