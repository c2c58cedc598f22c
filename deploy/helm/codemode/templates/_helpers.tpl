{{/* The release's resource name. */}}
{{- define "codemode.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "codemode.selectorLabels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "codemode.labels" -}}
{{ include "codemode.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* The Secret holding the token, and its key. */}}
{{- define "codemode.secretName" -}}
{{- if .Values.token.existingSecret -}}
{{- .Values.token.existingSecret -}}
{{- else -}}
{{- include "codemode.fullname" . -}}
{{- end -}}
{{- end -}}

{{- define "codemode.secretKey" -}}
{{- if .Values.token.existingSecret -}}
{{- .Values.token.existingSecretKey -}}
{{- else -}}
token
{{- end -}}
{{- end -}}
