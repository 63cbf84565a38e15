import type { ActivityStatus } from '../coursework/activity-status';
import type { GradeFeedback } from '../coursework/grade-feedback';
import type { ErrorCode } from '../errors/error-code';
import type { PriceWords } from '../ledger/periodicity';
import type { en } from './en';

// The Spanish resource: every id of en.ts, translated (neutral Latin-American Spanish, the learner
// addressed as usted). The type makes a missing or an extra id a compile error.
// A type, not an interface, so that it fits i18next's resources (an index signature).
type Resource = {
  validation: Record<keyof typeof en.validation, string>;
  errors: Record<ErrorCode, string>;
  coursework: {
    activity: Record<ActivityStatus, string>;
    grade: Record<GradeFeedback, string>;
  };
  price: PriceWords;
};

const BAD_REQUEST = 'Solicitud incorrecta';
const ACCESS_DENIED = 'Acceso denegado';
const TRY_AGAIN = 'Algo salió mal. Por favor, inténtelo de nuevo.';
const TRY_LATER = 'Algo salió mal. Por favor, inténtelo de nuevo más tarde.';
const CALL_HELP_CENTER = 'Algo salió mal. Por favor, llame a nuestro centro de ayuda al';
const ORDER_ALREADY_PAID = 'El pedido ya está pagado';
const MEMBERSHIP_EXPIRED = 'Su membresía ha vencido. Por favor, comuníquese con soporte.';
const NO_COURSE_WITH_CODE = 'Ningún curso tiene este código';
const READY_TO_START = 'Todo listo para comenzar';

export const es: Resource = {
  validation: {
    required: 'Este campo es obligatorio',
    email: 'Por favor, ingrese un correo electrónico válido.',
    emailAscii: 'El campo de correo electrónico debe contener un correo electrónico válido.',
    personName:
      'Debe comenzar con una letra y usar solo letras del alfabeto inglés, comas, apóstrofos, puntos, espacios y guiones',
    personNameAnyScript:
      'Debe comenzar con una letra y usar solo letras de los alfabetos latino, griego, cirílico, armenio o georgiano con sus acentos, apóstrofos, puntos, espacios y guiones',
    addressText:
      'Use solo letras del alfabeto inglés, dígitos, comas, apóstrofos, puntos, espacios y guiones',
    freeText: 'Este campo contiene caracteres que no están permitidos',
    passwordLength: 'La contraseña debe tener de 8 a 128 caracteres',
    passwordUppercase: 'La contraseña debe contener una letra mayúscula',
    passwordLowercase: 'La contraseña debe contener una letra minúscula',
    passwordDigit: 'La contraseña debe contener un dígito',
    passwordSpecial: 'La contraseña debe contener uno de los caracteres especiales !@#$%^&*',
    passwordCharacters:
      'La contraseña solo puede contener letras del alfabeto inglés, dígitos y los caracteres especiales !@#$%^&*',
    passwordMismatch: 'Las dos contraseñas no coinciden',
    phone: 'El número de teléfono debe contener 10 dígitos',
    targetDateFormat: 'Ingrese la fecha como MM/AAAA',
    targetDatePast: 'La fecha objetivo no puede estar en el pasado',
    approvalCode: 'Ingrese 8 letras o dígitos, un guion y luego hasta 9 dígitos',
    cardNumber: 'Por favor, ingrese un número de tarjeta de crédito válido',
    cardTypeMismatch: 'El tipo de tarjeta no coincide con el número de tarjeta',
    cardBrandNotAccepted: 'Aquí no se acepta este tipo de tarjeta. Por favor, use otra tarjeta.',
    securityCode:
      'Por favor, ingrese un código de seguridad (CVC) válido de la tarjeta de crédito.',
    cardExpiryFormat: 'Ingrese la fecha de vencimiento como MM/AAAA',
    cardExpired: 'La tarjeta de crédito ha vencido',
    routingNumber: 'Ingrese el número de ruta (routing number) de 9 dígitos impreso en sus cheques',
    bankAccountNumber: 'Ingrese un número de cuenta de 4 a 17 dígitos',
    explanation: 'Use solo letras del alfabeto inglés',
    tooLong: 'Este texto es demasiado largo',
    invalid: 'Este valor no es válido',
    sortColumn: 'Esta lista no se puede ordenar por esa columna',
    dateOfBirth: 'Ingrese una fecha de nacimiento válida',
    option: 'Elija una de las opciones',
    staffCode: 'Ingrese los 6 dígitos que muestra su aplicación de autenticación',
    refundAccessEnd: 'El acceso no puede terminar antes de hoy',
    courseCode: 'Un código de curso tiene de 2 a 4 letras mayúsculas y 3 dígitos, como BUS101',
    slug: 'Use letras minúsculas, dígitos y guiones, como health-sciences',
    priceCents: 'Ingrese el precio en centavos: un número entero, 0 o mayor (6945 es $69.45)',
    credits: 'Ingrese los créditos como un número entero de 0 a 30',
    gradingWeight: 'Cada ponderación es un número entero de 1 a 100',
    gradingTotal: 'Las ponderaciones de la calificación deben sumar 100',
    catalogId: 'Un id es un número entero igual o mayor que 1',
    duplicateListItem: 'Esto aparece dos veces en la lista',
    duplicateCode: 'Otro curso ya tiene este código',
    duplicateSlug: 'Otra categoría ya tiene este nombre de dirección',
    duplicateId: 'Otra entrada ya tiene este id',
    unknownPrerequisite: NO_COURSE_WITH_CODE,
    unknownCourse: NO_COURSE_WITH_CODE,
    enrollmentCode:
      'Un código de inscripción son letras mayúsculas y dígitos en partes unidas por guiones, como FHSU-BGS',
    duplicateEnrollmentCode: 'Otro programa ya tiene este código de inscripción',
    unknownSchool: 'Ninguna escuela tiene este id',
    duplicateExam: 'Ya existe otro examen de suficiencia de este curso',
    unknownProgram: 'Ningún programa tiene este código de inscripción',
    duplicatePlan:
      'Este programa ya tiene otro plan de pago: un programa se vende con un solo plan',
    periodicity: 'Elija de la lista con qué frecuencia se cobra el plan',
    promotionCode:
      'Un código promocional son letras mayúsculas y dígitos en partes unidas por guiones, de 40 caracteres como máximo, por ejemplo SAVE20',
    promotionKind: 'Elija uno de los tipos de promoción',
    percentOff: 'Escriba el porcentaje de descuento como un número entero del 1 al 100',
    deferredDays: 'Escriba los días antes del primer cobro como un número entero del 1 al 365',
    notForPromotionKind: 'Este tipo de promoción no lleva este valor: déjelo vacío',
    duplicatePromotionCode: 'Otra promoción ya tiene este código',
    offeredProgram:
      'El sitio de un inquilino ofrece este programa por su código de inscripción: primero quítelo de los programas del inquilino',
    selfPrerequisite: 'Un curso no puede ser requisito previo de sí mismo',
    prerequisiteCycle: 'Estos requisitos previos llevan de vuelta al propio curso',
    unknownCategory: 'Ninguna categoría principal tiene este nombre de dirección',
    unknownSubcategory:
      'Ninguna subcategoría de la categoría elegida tiene este nombre de dirección',
    categoryInUse:
      'Hay cursos o subcategorías que todavía dependen de esta categoría tal como está',
    catalogFile:
      'Nombre el archivo como lo hace la exportación: categories.json, courses/<category>.json, programs.json, challenge-exams.json, payment-plans.json o promotions.json',
    fileCategory: 'Este curso va en el archivo de su categoría',
    publishAtPast: 'Elija un momento en el futuro',
    translatedTopics:
      'Escriba un tema en español por cada tema en inglés, en el mismo orden, o no escriba ninguno',
  },

  errors: {
    // Generic texts
    NOT_EMPTY: 'No debe estar vacío',
    NOT_NULL: 'No debe ser nulo',
    NOT_BLANK: 'No debe estar en blanco',
    NOT_FOUND: 'No encontrado',
    BAD_REQUEST,
    VALIDATION_FAILED: BAD_REQUEST,
    MISSING_REQUESTED_WITH: ACCESS_DENIED,
    PAYLOAD_TOO_LARGE: BAD_REQUEST,
    URI_TOO_LONG: BAD_REQUEST,
    UNSUPPORTED_MEDIA_TYPE: BAD_REQUEST,
    HEADERS_TOO_LARGE: BAD_REQUEST,
    REQUEST_TIMEOUT: TRY_AGAIN,
    ACCESS_DENIED,
    TOKEN_EXPIRED: 'Token vencido',
    INVALID_TOKEN: 'Token no válido',
    SESSION_EXPIRED: 'Su sesión venció. Por favor, inicie sesión para continuar',
    INTERNAL_SERVER_ERROR: 'Error interno del servidor',
    UNSUPPORTED_SORT_FIELD: 'Campo de ordenación no admitido',
    ILLEGAL_ARGUMENT: 'Excepción de argumento no válido',
    INVALID_PASSWORD: 'Contraseña no válida',
    SAME_PASSWORD: 'La contraseña es la misma',
    SOMETHING_WENT_WRONG: TRY_AGAIN,
    // The client appends the tenant's help-center phone number, as in English.
    CALL_HELP_CENTER,
    CONTACT_SUPPORT: 'Algo salió mal. Por favor, comuníquese con soporte',
    TOO_MANY_ATTEMPTS: TRY_LATER,
    SERVICE_UNAVAILABLE: TRY_LATER,
    INVALID_SECOND_FACTOR: 'Código no válido o ya utilizado',
    INVALID_PASSKEY: 'No se aceptó esta llave de acceso',

    // Users
    USER_ALREADY_EXISTS: 'Ya existe un usuario con este correo electrónico',
    PASSWORD_RECOVERY_SENT:
      'Si su correo electrónico está registrado, le enviamos un enlace para recuperar su contraseña.',
    RESET_CODE_INVALID:
      'Este enlace para recuperar la contraseña ya no es válido. Por favor, solicite uno nuevo.',
    STAFF_ENROLMENT_LINK_INVALID:
      'Este enlace ya no es válido. Por favor, pida uno nuevo a un administrador.',
    LAST_PROVIDER_ADMIN:
      'El último administrador del proveedor no puede perder el rol ni ser desactivado.',
    TENANT_SETTINGS_INVALID:
      'Esta configuración no se puede publicar: corrija los campos marcados.',
    TENANT_CHANGED_MEANWHILE:
      'Mientras tanto, otra persona publicó un cambio en este inquilino. Vuelva a cargar la página para verlo.',
    TENANT_ALREADY_EXISTS: 'Ya existe un inquilino con este id',
    TENANT_LOGO_INVALID: 'El logotipo debe ser una imagen SVG, PNG, JPEG o WebP.',
    PERMISSION_DENIED: 'No tiene permisos de acceso.',
    READ_ONLY_VIEW: 'Está viendo el portal como este estudiante; no se permiten cambios',

    // Payment
    PAYMENT_ERROR: TRY_AGAIN,
    PAYMENT_TRY_AGAIN: TRY_AGAIN,
    PAYMENT_USER_TRY_AGAIN: TRY_AGAIN,
    PAYMENT_TIMEOUT: TRY_AGAIN,
    PAYMENT_CANCEL: 'Se canceló el pago.',
    PAYMENT_DECLINED:
      'Verifique el número de la tarjeta de crédito, la fecha de vencimiento y la información de la transacción, y vuelva a enviarlos. Si el problema continúa, llame al banco emisor de la tarjeta.',
    CARD_INVALID_ACCOUNT_NUMBER: 'Número de cuenta no válido',
    CARD_INVALID_EXPIRATION_DATE: 'Fecha de vencimiento no válida',
    CARD_INSUFFICIENT_FUNDS: 'Fondos insuficientes en la cuenta',
    CARD_EXCEEDS_TRANSACTION_LIMIT: 'Supera el límite por transacción',
    CARD_PERMISSION_ISSUE: 'Problema de permisos',
    CARD_CAPTURE_ERROR: 'Error de captura',
    CARD_ADDRESS_MISMATCH: 'La dirección y el código postal no coinciden',
    CARD_SECURITY_CODE_MISMATCH: 'El código de seguridad de la tarjeta (CSC) no coincide',
    INVALID_PAYMENT_REQUISITES: 'Datos de pago no válidos',
    PAYMENT_PROCESSING: 'Su pago se está procesando; por ahora tiene un período de prueba.',
    ORDER_PAID: '¡Pedido pagado correctamente!',

    // Orders, debts and subscriptions
    ORDER_NOT_FOUND: 'Pedido no encontrado',
    ORDER_NOT_PAID: 'Este pedido no se ha pagado, así que no tiene recibo.',
    ORDER_ALREADY_PAYED: ORDER_ALREADY_PAID,
    ORDER_IN_PAYMENT_PENDING: ORDER_ALREADY_PAID,
    DEBT_ALREADY_PAID: ORDER_ALREADY_PAID,
    SUBSCRIPTION_CHANGE_NOT_ALLOWED: CALL_HELP_CENTER,
    NOT_LATEST_SUBSCRIPTION: TRY_AGAIN,

    // Membership
    MEMBERSHIP_NOT_FOUND: 'Membresía no encontrada',
    MEMBERSHIP_TRY_AGAIN: TRY_AGAIN,
    MEMBERSHIP_DISABLED: MEMBERSHIP_EXPIRED,
    MEMBERSHIP_CANCEL: MEMBERSHIP_EXPIRED,
    MEMBERSHIP_EXPIRED,
    STUDENT_HAS_NO_MEMBERSHIP:
      'Este estudiante no tiene una membresía pagada, así que no hay acceso que cambiar.',
    ACCESS_EXTENSION_DAY:
      'Elija un día posterior a hoy y al final actual del acceso, dentro de los próximos dos años.',
    ACCESS_END_DAY: 'Elija hoy o un día posterior, antes de que termine el acceso.',

    // Coursework, transcripts and enrolment
    COURSEWORK_NOT_COMPLETED:
      'No se completaron los trabajos del curso de los cursos seleccionados.',
    COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT:
      'Uno o varios cursos no cumplen los requisitos para el certificado de calificaciones. Por favor, actualice la página e inténtelo de nuevo.',
    TRANSCRIPT_REQUIRED_BEFORE_ADMISSION:
      'Los siguientes cursos requieren que se envíe el certificado de calificaciones antes de solicitar la admisión.',
    ALREADY_ENROLLED: 'Ya se inscribió en el curso seleccionado',
    ENROLL_IN_REMOVED_COURSE: 'No puede inscribirse en este curso',
    PRODUCT_NOT_BELONG_TO_PROGRAM: 'No se pudo agregar el curso al programa',
    EXCEEDED_NUMBER_OF_COURSES: 'El número de cursos supera el límite',
    COURSE_NOT_REMOVABLE: 'Este curso está completado o acreditado y ya no se puede quitar.',
    COURSE_NOT_WITHDRAWN: 'Este curso no se ha dado de baja, así que no hay nada que reabrir.',
    COURSE_LOAD_FULL:
      'La carga de cursos del estudiante está completa: dé de baja otro curso antes de reabrir este.',

    // Prepaid tokens and images
    INVALID_PREPAID_TOKEN: 'Código prepagado no válido',
    TOKEN_PREFIX_MISMATCH: 'El prefijo del código no coincide con el código de inscripción',
    DEGREE_PROGRAM_MISMATCH: 'El programa de grado no coincide con el código de acceso',
    ACCESS_CODE_ALREADY_USED: 'Este código de acceso ya se utilizó',
    ACCESS_CODE_REVOKED: 'Su patrocinador retiró este código de acceso',
    ACCESS_CODE_EXPIRED: 'Este código de acceso ha vencido',
    IMAGE_TOO_LARGE: 'El tamaño de la imagen cargada supera el límite de 500KB.',
    IMAGE_NOT_SUPPORTED: 'El archivo cargado no es una imagen PNG, JPEG o WebP.',
    POLICY_VERSION_OUTDATED:
      'La política ha cambiado. Por favor, lea la política vigente y acéptela.',

    // Challenge exams
    CHALLENGE_EXAM_PAID:
      'Su pago de {{exam}} está completo. Ya puede programar su examen de suficiencia.',
    CHALLENGE_EXAM_ENABLED:
      'Se habilitó su examen de suficiencia {{exam}}. Ya puede programar su examen de suficiencia.',
    CHALLENGE_EXAM_PAYMENT_FAILED: TRY_AGAIN,

    // Prior credit
    PRIOR_CREDIT_NOT_AVAILABLE: 'No hay créditos previos disponibles para este curso.',

    // Staff console: queues, refunds, disputes, reconciliation and catalog editing
    ALREADY_DECIDED: 'Otra persona ya movió o resolvió esta solicitud. Actualice la cola.',
    PAYMENT_NOT_REFUNDABLE: 'Solo se puede reembolsar un pago capturado.',
    REFUND_EXCEEDS_REMAINING: 'El reembolso supera lo que queda del pago.',
    REFUND_NOT_PENDING: 'Este reembolso ya no está esperando aprobación.',
    REFUND_SAME_APPROVER: 'Otro miembro de finanzas debe aprobar un reembolso que usted solicitó.',
    WEBHOOK_SIGNATURE_INVALID: 'La firma del webhook no es válida.',
    DISPUTE_NOT_OPEN: 'Esta disputa ya no está esperando una respuesta.',
    DISPUTE_RESPONSE_LATE: 'Ya pasó el plazo para responder a esta disputa.',
    RECONCILIATION_ITEM_RESOLVED: 'Este elemento de conciliación ya se resolvió.',
    CATALOG_DRAFT_CLOSED: 'Este borrador ya se publicó o se descartó.',
    CATALOG_DRAFT_STALE:
      'Alguien publicó un cambio en esta entrada después de que se creó el borrador. Vuelva a editar el borrador para partir de lo que está publicado.',
    CATALOG_DRAFT_EMPTY: 'Este borrador no cambia nada de lo que está publicado.',
    CATALOG_NOTHING_TO_UNDO:
      'Esta versión creó la entrada, así que no hay una versión anterior a la cual volver.',
    CATALOG_VERSION_NOT_LATEST:
      'Desde entonces se publicó una versión más reciente. Vuelva a cargar el historial.',
  },

  coursework: {
    activity: {
      NOT_STARTED: READY_TO_START,
      SUCCESS: 'Está trabajando activamente en el curso: ¡excelente trabajo!',
      WARNING: 'Los recursos de abajo pueden ayudarle a mejorar.',
      ERROR: 'No ha estado trabajando activamente en este curso: consulte los recursos de abajo',
    },
    grade: {
      NOT_STARTED: READY_TO_START,
      COMPLETE: '¡Curso completado!',
      SUCCESS: 'Su calificación es de 80% o más',
      WARNING: 'Su calificación es aprobatoria, pero los recursos de abajo pueden ayudarle',
      ERROR: 'Su calificación es inferior al 70%: consulte los recursos de abajo para orientarse.',
    },
  },

  // "por" throughout (docs/languages.md "Dates and prices"); a period with no one noun says
  // how often instead.
  price: {
    per: {
      DAYS: 'por día',
      WEEK: 'por semana',
      BIWK: 'cada dos semanas',
      SMMO: 'por quincena',
      FRWK: 'cada cuatro semanas',
      MONT: 'por mes',
      QTER: 'por trimestre',
      SMYR: 'por semestre',
      YEAR: 'por año',
      COURSE: 'por curso',
    },
    label: {
      DAYS: 'diario',
      WEEK: 'semanal',
      BIWK: 'cada dos semanas',
      SMMO: 'dos veces al mes',
      FRWK: 'cada cuatro semanas',
      MONT: 'mensual',
      QTER: 'trimestral',
      SMYR: 'dos veces al año',
      YEAR: 'anual',
    },
  },
};
