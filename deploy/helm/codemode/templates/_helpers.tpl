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

{{/* Whether the chart makes the Secret: for the clients' token, the metrics token, or both. */}}
{{- define "codemode.makesSecret" -}}
{{- if or (not .Values.token.existingSecret) (and .Values.metrics.token.value (not .Values.metrics.token.existingSecret)) -}}
true
{{- end -}}
{{- end -}}

{{/* The Secret holding the metrics token and its key; empty when /metrics is open. */}}
{{- define "codemode.metricsSecretName" -}}
{{- if .Values.metrics.token.existingSecret -}}
{{- .Values.metrics.token.existingSecret -}}
{{- else if .Values.metrics.token.value -}}
{{- include "codemode.fullname" . -}}
{{- end -}}
{{- end -}}

{{- define "codemode.metricsSecretKey" -}}
{{- if .Values.metrics.token.existingSecret -}}
{{- .Values.metrics.token.existingSecretKey -}}
{{- else -}}
metrics-token
{{- end -}}
{{- end -}}
